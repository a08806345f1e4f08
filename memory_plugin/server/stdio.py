"""Stdio for the server without a thread hop per line.

The SDK's `stdio_server()` reads and writes through anyio file wrappers, one worker-thread round
trip per line read, per line written and per flush: three of the four thread hops a tool call
cost (the fourth is a sync tool's own). Here the event loop reads stdin itself (a reader
callback on the descriptor) and writes each reply straight to the descriptor; the SDK's
`stdio_server(stdin, stdout)` takes such streams as they are. Like the SDK, fd 0 and fd 1 are
pointed at the null device and stderr while serving, so stray output from a library or a child
never lands in the protocol stream.
Anything else (stdin a regular file, another event loop) gets the SDK's own streams.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import fcntl
import os
import select
import stat
from collections.abc import AsyncIterator

from mcp.server.stdio import stdio_server

_LINE_LIMIT = 1 << 26  # a JSON-RPC line longer than 64 MiB is refused as unreadable
_TOO_LONG = "\x00 line too long\n"  # what the SDK gets instead (it answers with a parse error)
_CHUNK = 1 << 16


class _Lines:
    """Async iterator of the text lines of a pipe, which the event loop reads in a reader callback
    (no stream reader, future and task wake-up per line: those cost a call more CPU than reading
    it). A line `fast` answers (a plain tool call, see `fastcall`) is answered in that callback and
    never reaches the SDK; any other line waits here, in order, for the SDK to take it, and no
    more is read meanwhile (the pipe holds the rest, as a stream reader's limit would)."""

    def __init__(self, fd: int, out: _Out, fast=None) -> None:
        self.fd, self.out, self.fast = fd, out, fast
        self.loop = asyncio.get_running_loop()
        self.buffer = bytearray()
        self.pending: collections.deque[tuple[str, bool]] = collections.deque()  # (line, asked)
        self.waiter: asyncio.Future | None = None
        self.ended: BaseException | bool = False  # True at the end of input, or the read error
        self.reading = False
        self.skipping = False  # inside a line past the limit: dropped up to its newline

    def start(self) -> None:
        self._resume()

    def close(self) -> None:
        self._pause()

    def _resume(self) -> None:
        if not self.reading and self.ended is False:
            self.loop.add_reader(self.fd, self._readable)
            self.reading = True

    def _pause(self) -> None:
        if self.reading:
            self.loop.remove_reader(self.fd)
            self.reading = False

    def _readable(self) -> None:
        try:
            chunk = os.read(self.fd, _CHUNK)
        except (BlockingIOError, InterruptedError):
            return
        except OSError as exc:
            self.ended = exc
            chunk = b""
        if not chunk:
            if self.ended is False:
                self.ended = True
            self._pause()
        else:
            self.buffer += chunk
        if not self.pending:
            self._take_lines()
        if self.pending:
            self._pause()  # until the SDK has taken it
        if self.pending or self.ended is not False:
            self._wake()

    def _take_lines(self) -> None:
        """Answer the whole lines in the buffer that `fast` answers, until one is for the SDK."""
        while not self.pending and not isinstance(self.ended, BaseException):
            end = self.buffer.find(b"\n")
            if end < 0:
                if len(self.buffer) > _LINE_LIMIT:  # dropped; the SDK reports an error
                    self.buffer.clear()
                    if not self.skipping:
                        self.skipping = True
                        self.pending.append((_TOO_LONG, True))
                elif self.ended is not False and self.buffer:  # the last line, no newline
                    line = bytes(self.buffer)
                    self.buffer.clear()
                    self._line(line)
                return
            line = bytes(self.buffer[: end + 1])
            del self.buffer[: end + 1]
            if self.skipping:  # the rest of a line past the limit
                self.skipping = False
                continue
            if end > _LINE_LIMIT:
                self.pending.append((_TOO_LONG, True))
                continue
            self._line(line)

    def _line(self, line: bytes) -> None:
        text = line.decode("utf-8", errors="replace")
        if self.fast is None or not self.out.idle():
            self.pending.append((text, False))  # answered in order by __anext__
            return
        try:
            reply = self.fast.answer(text)
            if reply is not None:
                self.out.write_now(reply)
        except Exception as exc:  # as if raised where the SDK reads: the session ends with it
            self.ended = exc
            self._pause()
            return
        if reply is None:
            self.pending.append((text, True))

    def _wake(self) -> None:
        if self.waiter is not None and not self.waiter.done():
            self.waiter.set_result(None)

    def __aiter__(self) -> _Lines:
        return self

    async def __anext__(self) -> str:
        while True:
            if self.pending:
                text, asked = self.pending.popleft()
                reply = self.fast.answer(text) if self.fast is not None and not asked else None
                if reply is None:
                    return text
                await self.out.write(reply)
                continue
            self._take_lines()  # what was read while the SDK had a line
            if self.pending:
                continue
            if self.ended is not False:
                if self.ended is not True:
                    raise self.ended
                raise StopAsyncIteration
            self._resume()
            self.waiter = self.loop.create_future()
            try:
                await self.waiter
            finally:
                self.waiter = None


class _Out:
    """Writes whole lines to a descriptor from the event loop (replies are small, pipes fast).
    The SDK's writer and the fast path both write here: a line is never cut by another."""

    def __init__(self, fd: int, fast=None) -> None:
        self.fd, self.fast = fd, fast
        self.turn = asyncio.Lock()

    async def write(self, text: str) -> None:
        if self.fast is not None and self.fast.watching:
            self.fast.saw_reply(text)  # the initialize result opens the fast path
        data = memoryview(text.encode("utf-8"))
        async with self.turn:
            while data:
                try:
                    data = data[os.write(self.fd, data):]
                except BlockingIOError:  # someone made the pipe non-blocking: wait until it drains
                    await _writable(self.fd)

    def idle(self) -> bool:
        """No line is being written (`write_now` may write one at once)."""
        return not self.turn.locked()

    def write_now(self, text: str) -> None:
        """Write a whole line from a callback while `idle()`: no other line can start meanwhile.
        A pipe made non-blocking that is full is waited on here, as a blocking one waits in
        os.write."""
        if self.fast is not None and self.fast.watching:
            self.fast.saw_reply(text)
        data = memoryview(text.encode("utf-8"))
        while data:
            try:
                data = data[os.write(self.fd, data):]
            except BlockingIOError:
                select.select([], [self.fd], [])

    async def flush(self) -> None:
        return None  # os.write has no buffer of its own


async def _writable(fd: int) -> None:
    loop = asyncio.get_running_loop()
    ready = loop.create_future()
    loop.add_writer(fd, ready.set_result, None)
    try:
        await ready
    finally:
        loop.remove_writer(fd)


@contextlib.contextmanager
def _claimed(fd: int, diversion: int):
    """A private duplicate of `fd` for the protocol; `fd` itself points at `diversion` meanwhile."""
    private = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 3)
    try:
        os.dup2(diversion, fd)
        try:
            yield private
        finally:
            os.dup2(private, fd)
    finally:
        os.close(private)


@contextlib.asynccontextmanager
async def streams(fast=None) -> AsyncIterator[tuple]:
    """(read_stream, write_stream) for the server over this process's stdin and stdout; `fast`
    (a `fastcall.FastCalls`) answers plain tool calls before the SDK sees them."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:  # another event loop (anyio on trio)
        loop = None
    if loop is None:
        async with stdio_server() as pair:
            yield pair
        return
    null = os.open(os.devnull, os.O_RDONLY)
    try:
        with _claimed(0, null) as wire_in, _claimed(1, 2) as wire_out:
            mode = os.fstat(wire_in).st_mode
            if not (stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode) or stat.S_ISCHR(mode)):
                # not a pipe, socket or terminal: the SDK's threads read it
                os.dup2(wire_in, 0)
                os.dup2(wire_out, 1)
                async with stdio_server() as pair:
                    yield pair
                return
            os.set_blocking(wire_in, False)
            out = _Out(wire_out, fast)
            lines = _Lines(wire_in, out, fast)
            try:
                lines.start()
                async with stdio_server(lines, out) as pair:
                    yield pair
            finally:
                lines.close()
                os.set_blocking(wire_in, True)  # made non-blocking to read; fd 0 gets it back
    finally:
        os.close(null)

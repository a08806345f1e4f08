"""Stdio for the server without a thread hop per line.

The SDK's `stdio_server()` reads and writes through anyio file wrappers, one worker-thread round
trip per line read, per line written and per flush: three of the four thread hops a tool call
cost (the fourth is a sync tool's own). Here the event loop reads stdin itself (a pipe reader)
and writes each reply straight to the descriptor; the SDK's `stdio_server(stdin, stdout)` takes
such streams as they are. Like the SDK, fd 0 and fd 1 are pointed at the null device and stderr
while serving, so stray output from a library or a child never lands in the protocol stream.
Anything else (stdin a regular file, another event loop) gets the SDK's own streams.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import os
from collections.abc import AsyncIterator

from mcp.server.stdio import stdio_server

_LINE_LIMIT = 1 << 26  # a JSON-RPC line longer than 64 MiB is refused as unreadable


class _Lines:
    """Async iterator of the text lines of a pipe, read by the event loop. A line `fast` answers
    (a plain tool call, see `fastcall`) is answered here and never reaches the SDK."""

    def __init__(self, reader: asyncio.StreamReader, out: _Out, fast=None) -> None:
        self.reader, self.out, self.fast = reader, out, fast

    def __aiter__(self) -> _Lines:
        return self

    async def __anext__(self) -> str:
        while True:
            try:
                line = await self.reader.readuntil(b"\n")
            except asyncio.IncompleteReadError as end:
                line = end.partial  # the last line without its newline, or b"" at the end
            except asyncio.LimitOverrunError as long:
                await self.reader.readexactly(long.consumed)  # dropped; the SDK reports an error
                return "\x00 line too long\n"
            if not line:
                raise StopAsyncIteration
            text = line.decode("utf-8", errors="replace")
            reply = self.fast.answer(text) if self.fast is not None else None
            if reply is None:
                return text
            await self.out.write(reply)


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
            reader = asyncio.StreamReader(limit=_LINE_LIMIT, loop=loop)
            pipe = os.fdopen(wire_in, "rb", buffering=0, closefd=False)
            try:
                transport, _ = await loop.connect_read_pipe(
                    lambda: asyncio.StreamReaderProtocol(reader, loop=loop), pipe)
            except ValueError:  # not a pipe, socket or terminal: the SDK's threads read it
                os.dup2(wire_in, 0)
                os.dup2(wire_out, 1)
                async with stdio_server() as pair:
                    yield pair
                return
            try:
                out = _Out(wire_out, fast)
                async with stdio_server(_Lines(reader, out, fast), out) as pair:
                    yield pair
            finally:
                transport.close()
                os.set_blocking(wire_in, True)  # the loop made it non-blocking; fd 0 gets it back
    finally:
        os.close(null)

"""A hot hook's modules served from one file: each hook process imports a dozen modules of this
package (and `__future__`, whose first import searches the standard library's directory), and
finding and opening each (stats, open, read, the import system's path search) costs about as much
as running it. The first process of an event keeps the compiled code of every source module it
imported in one file under the plugin data dir; a later process of that event reads the file's
index once and serves those modules from it, each only when it is imported (its code read then)
and only while its source has the modification time and size it had when kept. A module not in
the file, or changed since, is imported as always and kept again at exit.

The file is filed under the interpreter build (its code and marshal format) and the plugin's own
directory, and each module under its path: a file from another Python or another plugin copy, or
one that does not load, is ignored. Built-in modules only (`marshal`, `posix`): this runs before
every hot hook, several of which must not load even `os`. Used by hooks/hook.py and by SessionStart
(plugin/launch.py, event `session-start`); it sits at the package's top so that finding it costs
no subpackage import.
"""

# No `from __future__ import annotations`: that import is one of those served from the file.
import marshal
import posix
import sys

FORMAT = 2
HEAD = 8  # the file starts with the index's length (8 digits), then the index, then the code
MAX_INDEX_BYTES = 1024 * 1024
_ROOT = __file__.rpartition("/")[0]  # the memory_plugin directory
# The kept file's index: module name -> (source path, is a package, (mtime_ns, size), offset
# after the index, length of its code); the file, open to read the code of what is imported, and
# where its code starts.
_index: dict = {}
_fd: list = []
_served: set = set()  # names served from the file, or imported before install()
_file: list = []  # the kept file's path once install() found where it goes


class Finder:
    """A meta path finder and loader for the kept modules (the import system's own protocol, so
    a module imports, and is imported, exactly as from its source)."""

    @staticmethod
    def find_spec(name, path=None, target=None):  # -> ModuleSpec | None
        kept = _index.get(name)
        if kept is None or len(_fd) < 2:
            return None
        origin, package, stamp, offset, length = kept
        try:
            found = posix.stat(origin)
            if (found.st_mtime_ns, found.st_size) != stamp:
                return None  # changed since it was kept: imported from source, kept again at exit
            code = marshal.loads(posix.pread(_fd[0], length, _fd[1] + offset))
        except Exception:  # noqa: BLE001 - gone or damaged: imported from source, kept again
            return None
        if type(code) is not type(install.__code__):
            return None
        spec = type(sys.__spec__)(name, Finder, origin=origin, is_package=package)
        spec.has_location = True
        spec.loader_state = code
        if package:
            spec.submodule_search_locations = [origin.rpartition("/")[0]]
        return spec

    @staticmethod
    def create_module(spec):
        return None  # the default module

    @staticmethod
    def exec_module(module) -> None:
        _served.add(module.__name__)
        exec(module.__spec__.loader_state, module.__dict__)


def _format() -> tuple:
    return (FORMAT, sys.version, sys.implementation.cache_tag, sys.flags.optimize, _ROOT)


def install(argv: list[str]) -> None:
    """Serve this process's modules from what an earlier process of the same event kept
    (`argv`: hook.py's, `<event> [--client X]`); never raises."""
    args = list(argv)
    if "--client" in args:
        at = args.index("--client")
        del args[at : at + 2]
    event = args[0] if args else ""
    data = posix.environ.get(b"CLAUDE_PLUGIN_DATA")  # launch.sh always sets it
    if not data or not event or not all(c.isascii() and (c.isalnum() or c == "-") for c in event):
        return
    _served.update(sys.modules)
    try:
        path = data.decode(sys.getfilesystemencoding(), "surrogateescape")
        _file.append(f"{path}/hot-code/{event}.{sys.implementation.cache_tag}.marshal")
        _open(_file[0])
    except Exception:  # noqa: BLE001 - unreadable or damaged: every module from source
        _index.clear()
    if Finder not in sys.meta_path:
        sys.meta_path.insert(0, Finder)


def _open(path: str) -> None:
    try:
        fd = posix.open(path, posix.O_RDONLY)
    except OSError:
        return  # nothing kept yet
    _fd.append(fd)
    size = int(posix.pread(fd, HEAD, 0))
    if not 0 < size <= MAX_INDEX_BYTES:
        raise ValueError("not an index")
    _fd.append(HEAD + size)
    stored, index = marshal.loads(posix.pread(fd, size, HEAD))
    if stored == _format() and isinstance(index, dict):
        _index.update(index)


def save() -> None:
    """Keep the modules this process imported from source (new or changed) for the next
    process of the same event; never raises, and writes nothing when nothing is new."""
    if not _file or sys.dont_write_bytecode:
        return
    try:
        fresh = {}
        for name, module in list(sys.modules.items()):
            if name not in _served:
                kept = _compiled(name, module)
                if kept is not None:
                    fresh[name] = kept
        if fresh:
            _write(_file[0], fresh)
    except Exception:  # noqa: BLE001 - unwritable: every module from source next time too
        pass


def _compiled(name: str, module) -> tuple | None:
    """(source path, is a package, (mtime_ns, size), marshalled code) of a module imported from
    its source, or None (not a source file, or one that changed while read)."""
    spec = getattr(module, "__spec__", None)
    origin = getattr(spec, "origin", None)
    get_code = getattr(getattr(spec, "loader", None), "get_code", None)
    if not isinstance(origin, str) or not origin.endswith(".py") or get_code is None:
        return None
    before = posix.stat(origin)
    code = get_code(name)  # the bytecode cache's code when fresh, else compiled from source
    after = posix.stat(origin)
    stamp = (after.st_mtime_ns, after.st_size)
    if code is None or stamp != (before.st_mtime_ns, before.st_size):
        return None
    return (origin, spec.submodule_search_locations is not None, stamp, marshal.dumps(code))


def _write(path: str, fresh: dict) -> None:
    """Replace the kept file with what it held and `fresh` (a private temp file beside it, then a
    rename): a reader sees the old file or the new one, whole."""
    modules = {}
    for name, (origin, package, stamp, offset, length) in _index.items():
        if name not in fresh:
            modules[name] = (origin, package, stamp, posix.pread(_fd[0], length, _fd[1] + offset))
    modules.update(fresh)
    index, blobs, offset = {}, [], 0
    for name, (origin, package, stamp, code) in modules.items():
        index[name] = (origin, package, stamp, offset, len(code))
        blobs.append(code)
        offset += len(code)
    head = marshal.dumps((_format(), index))
    data = b"%08d" % len(head) + head + b"".join(blobs)
    folder = path.rpartition("/")[0]
    for directory in (folder.rpartition("/")[0], folder):
        try:
            posix.mkdir(directory, 0o700)
        except FileExistsError:
            pass
    write_private(path, data)


def read_whole(path: str) -> bytes:
    """All of file `path` (OSError when it cannot be opened or read): the reading twin of
    `write_private`, for the kept files hooks read before they may load `os`."""
    fd = posix.open(path, posix.O_RDONLY | posix.O_CLOEXEC)
    try:
        chunks = []
        while chunk := posix.read(fd, 1 << 20):
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        posix.close(fd)


def write_private(path: str, data: bytes) -> None:
    """Replace file `path` with `data`: a private (0600) temp file beside it, written whole, then
    a rename, so a reader sees the old file or the new one. No fsync (state and caches, not memory
    files). Built-in `posix` only: hooks that must not load `os` write their state with it too
    (store/dirs.replace_private)."""
    head, slash, name = path.rpartition("/")
    tmp = f"{head}{slash}.{name}.{posix.getpid()}.tmp"
    fd = posix.open(tmp, posix.O_WRONLY | posix.O_CREAT | posix.O_TRUNC, 0o600)
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[posix.write(fd, view) :]
        finally:
            posix.close(fd)
        posix.rename(tmp, path)
    except BaseException:
        try:
            posix.unlink(tmp)  # a full disk, say: no half-written temp file left behind
        except OSError:
            pass
        raise

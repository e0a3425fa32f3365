"""_tpy_os — the parts of `os` written in Python: stat/lstat/fstat and
stat_result, scandir and DirEntry, walk, fspath, removedirs. The native
`os` module (builtins/mod_os.cpp) finds these through its __getattr__ on
first use; names starting with '_' stay private."""

import os as _os


def _field(i):
    return property(lambda self: tuple.__getitem__(self, i))


class stat_result(tuple):
    """os.stat_result: ten int fields as a sequence, more by name. (The
    tuple holds every field; the sequence methods show the first ten.)"""

    _names = ("st_mode", "st_ino", "st_dev", "st_nlink", "st_uid", "st_gid", "st_size",
              "st_atime", "st_mtime", "st_ctime")

    def __len__(self):
        return 10

    def __iter__(self):
        return iter(tuple.__getitem__(self, slice(0, 10)))

    def __getitem__(self, i):
        if isinstance(i, slice):
            return tuple.__getitem__(self, slice(0, 10))[i]
        i = i.__index__()
        if i < 0:
            i += 10
        if not 0 <= i < 10:
            raise IndexError("tuple index out of range")
        return tuple.__getitem__(self, i)

    def __eq__(self, other):
        if isinstance(other, stat_result):
            return tuple(self) == tuple(other)
        return tuple(self) == other if isinstance(other, tuple) else NotImplemented

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __hash__(self):
        return hash(tuple(self))

    def __reduce__(self):
        return (stat_result, (tuple.__getitem__(self, slice(None)),))

    st_mode, st_ino, st_dev, st_nlink, st_uid, st_gid, st_size = (_field(k) for k in range(7))
    st_atime, st_mtime, st_ctime = (_field(k) for k in range(10, 13))
    st_atime_ns, st_mtime_ns, st_ctime_ns = (_field(k) for k in range(13, 16))
    st_blksize, st_blocks, st_rdev = (_field(k) for k in range(16, 19))

    def __repr__(self):
        fields = ", ".join("%s=%r" % (n, v) for n, v in zip(self._names, self))
        return "os.stat_result(" + fields + ")"


stat_result.__module__ = "os"


def stat(path, *, dir_fd=None, follow_symlinks=True):
    return tuple.__new__(stat_result, _os._stat_tuple(path, follow_symlinks))


def lstat(path, *, dir_fd=None):
    return tuple.__new__(stat_result, _os._stat_tuple(path, False))


def fstat(fd):
    if not isinstance(fd, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(fd).__name__)
    return tuple.__new__(stat_result, _os._stat_tuple(fd, True))


def fspath(path):
    if isinstance(path, (str, bytes)):
        return path
    hook = getattr(type(path), "__fspath__", None)
    if hook is None:
        raise TypeError("expected str, bytes or os.PathLike object, not " + type(path).__name__)
    r = hook(path)
    if isinstance(r, (str, bytes)):
        return r
    raise TypeError("expected %s.__fspath__() to return str or bytes, not %s"
                    % (type(path).__name__, type(r).__name__))


class PathLike:
    """The abstract class of objects with __fspath__."""

    @classmethod
    def __subclasshook__(cls, sub):
        return hasattr(sub, "__fspath__") or NotImplemented


PathLike.__module__ = "os"

_S_IFMT, _S_IFDIR, _S_IFREG, _S_IFLNK = 0o170000, 0o040000, 0o100000, 0o120000


class DirEntry:
    """One entry of os.scandir(): name, path, and is_dir/is_file/
    is_symlink/stat (the lstat made once, the stat when asked)."""

    def __init__(self, parent, name):
        self.name = name
        self.path = _os.path.join(parent, name)
        self._lstat = None
        self._stat = None

    def __repr__(self):
        return "<DirEntry %r>" % (self.name,)

    def __fspath__(self):
        return self.path

    def _lst(self):
        if self._lstat is None:
            self._lstat = lstat(self.path)
        return self._lstat

    def stat(self, *, follow_symlinks=True):
        if not follow_symlinks:
            return self._lst()
        if self._stat is None:
            self._stat = stat(self.path) if self.is_symlink() else self._lst()
        return self._stat

    def inode(self):
        return self._lst().st_ino

    def is_symlink(self):
        try:
            return self._lst().st_mode & _S_IFMT == _S_IFLNK
        except OSError:
            return False

    def _is(self, kind, follow_symlinks):
        try:
            return self.stat(follow_symlinks=follow_symlinks).st_mode & _S_IFMT == kind
        except OSError:
            return False

    def is_dir(self, *, follow_symlinks=True):
        return self._is(_S_IFDIR, follow_symlinks)

    def is_file(self, *, follow_symlinks=True):
        return self._is(_S_IFREG, follow_symlinks)


class _ScandirIterator:
    def __init__(self, path):
        self._path = path
        self._names = iter(_os.listdir(path))

    def __iter__(self):
        return self

    def __next__(self):
        if self._names is None:
            raise StopIteration
        return DirEntry(self._path, next(self._names))

    def close(self):
        self._names = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False


def scandir(path="."):
    return _ScandirIterator(path)


def walk(top, topdown=True, onerror=None, followlinks=False):
    """Directory tree generator: (dirpath, dirnames, filenames) per
    directory, parents before children unless topdown is false."""
    top = fspath(top)
    try:
        entries = list(scandir(top))
    except OSError as err:
        if onerror is not None:
            onerror(err)
        return
    dirs, files, links = [], [], []
    for e in entries:
        if e.is_dir():
            dirs.append(e.name)
            links.append(e.is_symlink())
        else:
            files.append(e.name)
    if topdown:
        yield top, dirs, files
        for name in dirs:
            path = _os.path.join(top, name)
            if followlinks or not _os.path.islink(path):
                yield from walk(path, topdown, onerror, followlinks)
    else:
        for name, link in zip(dirs, links):
            if followlinks or not link:
                yield from walk(_os.path.join(top, name), topdown, onerror, followlinks)
        yield top, dirs, files


def removedirs(name):
    _os.rmdir(name)
    head, tail = _os.path.split(name)
    if not tail:
        head, tail = _os.path.split(head)
    while head and tail:
        try:
            _os.rmdir(head)
        except OSError:
            break
        head, tail = _os.path.split(head)

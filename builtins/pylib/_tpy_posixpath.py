"""_tpy_posixpath — the parts of `os.path` written in Python: realpath,
relpath, commonpath, commonprefix, the stat-based tests and times,
samefile, expandvars. The native os.path (builtins/mod_os.cpp) finds
these through its __getattr__ on first use."""

import os as _os

_S_IFMT, _S_IFLNK = 0o170000, 0o120000


def _str_path(p, fname):
    p = _os.fspath(p)
    if isinstance(p, bytes):
        p = p.decode("utf-8", "surrogateescape")
    return p


def islink(path):
    try:
        return _os.lstat(path).st_mode & _S_IFMT == _S_IFLNK
    except (OSError, ValueError):
        return False


def lexists(path):
    try:
        _os.lstat(path)
    except (OSError, ValueError):
        return False
    return True


def getmtime(filename):
    return _os.stat(filename).st_mtime


def getatime(filename):
    return _os.stat(filename).st_atime


def getctime(filename):
    return _os.stat(filename).st_ctime


def samestat(s1, s2):
    return s1.st_ino == s2.st_ino and s1.st_dev == s2.st_dev


def samefile(f1, f2):
    return samestat(_os.stat(f1), _os.stat(f2))


def normcase(s):
    return _os.fspath(s)


def splitdrive(p):
    p = _os.fspath(p)
    return p[:0], p


def ismount(path):
    try:
        s1 = _os.lstat(path)
    except (OSError, ValueError):
        return False
    if s1.st_mode & _S_IFMT == _S_IFLNK:
        return False
    try:
        s2 = _os.lstat(_os.path.join(path, ".."))
    except (OSError, ValueError):
        return False
    return s1.st_dev != s2.st_dev or s1.st_ino == s2.st_ino


def realpath(filename, *, strict=False):
    """The path with every symbolic link resolved; parts that do not exist
    are kept as they are (FileNotFoundError with strict=True)."""
    filename = _str_path(filename, "realpath")
    path = "/" if filename.startswith("/") else ""
    path, _ = _resolve(path, filename, strict, {})
    return _os.path.abspath(path)


def _resolve(path, rest, strict, seen):
    """Joins rest's parts onto the resolved path; ok is False once a link
    loop was met (the remaining parts are then joined unresolved)."""
    names = rest.split("/")
    for k, name in enumerate(names):
        if not name or name == ".":
            continue
        if name == "..":
            if not path:
                path = ".."
            else:
                head, tail = _os.path.split(path)
                path = _os.path.join(head, "..", "..") if tail == ".." else head
            continue
        newpath = _os.path.join(path, name) if path else name
        try:
            st = _os.lstat(newpath)
        except OSError:
            if strict:
                raise
            path = newpath
            continue
        if st.st_mode & _S_IFMT != _S_IFLNK:
            path = newpath
            continue
        if newpath in seen:
            if seen[newpath] is not None:
                path = seen[newpath]
                continue
            if strict:
                _os.stat(newpath)   # raises the loop's OSError
            return _os.path.join(newpath, *names[k + 1:]), False
        seen[newpath] = None
        target = _os.readlink(newpath)
        path, ok = _resolve("/" if target.startswith("/") else path, target, strict, seen)
        if not ok:
            return _os.path.join(path, *names[k + 1:]), False
        seen[newpath] = path
    return path, True


def relpath(path, start=None):
    if not path:
        raise ValueError("no path specified")
    path = _str_path(path, "relpath")
    start = "." if start is None else _str_path(start, "relpath")
    a = [x for x in _os.path.abspath(start).split("/") if x]
    b = [x for x in _os.path.abspath(path).split("/") if x]
    i = 0
    while i < len(a) and i < len(b) and a[i] == b[i]:
        i += 1
    parts = [".."] * (len(a) - i) + b[i:]
    return "/".join(parts) if parts else "."


def commonprefix(m):
    if not m:
        return ""
    if not isinstance(m[0], (list, tuple)):
        m = tuple(map(_os.fspath, m))
    lo, hi = min(m), max(m)
    for i, c in enumerate(lo):
        if c != hi[i]:
            return lo[:i]
    return lo


def commonpath(paths):
    paths = tuple(map(_os.fspath, paths))
    if not paths:
        raise ValueError("commonpath() arg is an empty sequence")
    if len({p.startswith("/") for p in paths}) > 1:
        raise ValueError("Can't mix absolute and relative paths")
    split = [[c for c in p.split("/") if c and c != "."] for p in paths]
    lo, hi = min(split), max(split)
    common = lo
    for i, c in enumerate(lo):
        if c != hi[i]:
            common = lo[:i]
            break
    prefix = "/" if paths[0].startswith("/") else ""
    return prefix + "/".join(common)


def expandvars(path):
    """$name and ${name} replaced by environment variables; unknown ones
    are left as they are."""
    path = _os.fspath(path)
    if "$" not in path:
        return path
    out, i, n = [], 0, len(path)
    while i < n:
        c = path[i]
        if c != "$":
            out.append(c)
            i += 1
            continue
        if i + 1 < n and path[i + 1] == "{":
            j = path.find("}", i + 2)
            if j < 0:
                out.append(path[i:])
                break
            name, end = path[i + 2:j], j + 1
        else:
            j = i + 1
            while j < n and (path[j].isalnum() or path[j] == "_") and path[j].isascii():
                j += 1
            name, end = path[i + 1:j], j
        if name and name in _os.environ:
            out.append(_os.environ[name])
        else:
            out.append(path[i:end])
        i = end
    return "".join(out)

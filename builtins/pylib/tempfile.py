"""tempfile — gettempdir(), mkdtemp() and TemporaryDirectory, enough for
scripts that want a private scratch directory (removing a mkdtemp() one is
the caller's job, as in CPython; TemporaryDirectory removes its own).
Names are random (os.urandom), so they vary between runs as CPython's do."""

import os


def gettempdir():
    for name in ("TMPDIR", "TEMP", "TMP"):
        d = os.getenv(name)
        if d:
            return d
    return "/tmp"


def mkdtemp(suffix=None, prefix=None, dir=None):
    suffix = "" if suffix is None else suffix
    prefix = "tmp" if prefix is None else prefix
    dir = gettempdir() if dir is None else dir
    for _ in range(100):
        name = os.path.join(dir, prefix + os.urandom(6).hex() + suffix)
        try:
            os.mkdir(name, 0o700)
        except FileExistsError:
            continue
        return os.path.abspath(name)
    raise FileExistsError("No usable temporary directory name found")


def _rmtree(path, ignore_errors):
    try:
        for entry in os.listdir(path):
            full = os.path.join(path, entry)
            if os.path.isdir(full):
                _rmtree(full, ignore_errors)
            else:
                os.remove(full)
        os.rmdir(path)
    except OSError:
        if not ignore_errors:
            raise


class TemporaryDirectory:
    """A directory from mkdtemp(), removed with everything in it by cleanup()
    or at the end of a `with` block (whose target is the directory's name)."""

    def __init__(self, suffix=None, prefix=None, dir=None, ignore_cleanup_errors=False):
        self.name = mkdtemp(suffix, prefix, dir)
        self._ignore_cleanup_errors = ignore_cleanup_errors

    def __repr__(self):
        return "<{} {!r}>".format(self.__class__.__name__, self.name)

    def __enter__(self):
        return self.name

    def __exit__(self, exc, value, tb):
        self.cleanup()

    def cleanup(self):
        if os.path.exists(self.name):
            _rmtree(self.name, self._ignore_cleanup_errors)

"""tempfile — gettempdir() and mkdtemp(), enough for scripts that want a
private scratch directory (removing it is the caller's job, as in CPython).
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

"""io — the parts of CPython's io module tpy has: open (the builtin, whose
text files are _io.TextIOWrapper objects) and UnsupportedOperation, which
file methods raise for what a file's mode does not allow."""

DEFAULT_BUFFER_SIZE = 8192
SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2

open = open


class UnsupportedOperation(OSError, ValueError):
    pass

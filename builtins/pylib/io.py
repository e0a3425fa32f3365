"""io — the parts of CPython's io module tpy has: open (the builtin, whose
text files are _io.TextIOWrapper objects), UnsupportedOperation, which
file methods raise for what a file's mode does not allow, and the
in-memory streams StringIO and BytesIO."""

DEFAULT_BUFFER_SIZE = 8192
SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2

open = open


class UnsupportedOperation(OSError, ValueError):
    pass


class _MemoryIO:
    """What StringIO and BytesIO share: a buffer, a position, closing,
    iteration by lines and the with statement."""

    def _check(self):
        if self._closed:
            raise ValueError("I/O operation on closed file")

    @property
    def closed(self):
        return self._closed

    def close(self):
        self._closed = True

    def readable(self):
        self._check()
        return True

    def writable(self):
        self._check()
        return True

    def seekable(self):
        self._check()
        return True

    def isatty(self):
        self._check()
        return False

    def flush(self):
        self._check()

    def fileno(self):
        raise UnsupportedOperation("fileno")

    def detach(self):
        raise UnsupportedOperation("detach")

    def tell(self):
        self._check()
        return self._pos

    def __enter__(self):
        self._check()
        return self

    def __exit__(self, *exc):
        self.close()

    def __iter__(self):
        self._check()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def readlines(self, hint=-1):
        hint = -1 if hint is None else hint.__index__()
        lines, total = [], 0
        for line in self:
            lines.append(line)
            total += len(line)
            if 0 < hint <= total:
                break
        return lines

    def writelines(self, lines):
        self._check()
        for line in lines:
            self.write(line)

    def _read_size(self, size):
        self._check()
        if size is None:
            return -1
        return size.__index__()

    def truncate(self, size=None):
        self._check()
        if size is None:
            size = self._pos
        else:
            size = size.__index__()
            if size < 0:
                raise ValueError("Negative size value %d" % size)
        if size < len(self._buf):
            self._buf = self._buf[:size]
        return size


class StringIO(_MemoryIO):
    """A text stream in memory: what is written is kept as str, with the
    newline translation of `newline` (None, '', '\\n', '\\r', '\\r\\n')."""

    def __init__(self, initial_value='', newline='\n'):
        if newline is not None and not isinstance(newline, str):
            raise TypeError("newline must be str or None, not %s" % type(newline).__name__)
        if newline not in (None, '', '\n', '\r', '\r\n'):
            raise ValueError("illegal newline value: %r" % (newline,))
        if initial_value is not None and not isinstance(initial_value, str):
            raise TypeError("initial_value must be str or None, not %s" % type(initial_value).__name__)
        self._newline = newline
        self._closed = False
        self._buf = ''
        self._pos = 0
        self._seen = set()
        if initial_value:
            self.write(initial_value)
            self._pos = 0

    @property
    def line_buffering(self):
        self._check()
        return False

    @property
    def encoding(self):
        return None

    @property
    def errors(self):
        return None

    @property
    def newlines(self):
        self._check()
        if self._newline not in (None, ''):
            return None
        kinds = [k for k in ('\r', '\n', '\r\n') if k in self._seen]
        if not kinds:
            return None
        return kinds[0] if len(kinds) == 1 else tuple(kinds)

    def getvalue(self):
        self._check()
        return self._buf

    def write(self, s):
        self._check()
        if not isinstance(s, str):
            raise TypeError("string argument expected, got '%s'" % type(s).__name__)
        n = len(s)
        nl = self._newline
        if nl is None or nl == '':
            bare = s.replace('\r\n', '')
            if '\r\n' in s:
                self._seen.add('\r\n')
            if '\r' in bare:
                self._seen.add('\r')
            if '\n' in bare:
                self._seen.add('\n')
            if nl is None and '\r' in s:
                s = s.replace('\r\n', '\n').replace('\r', '\n')
        elif nl in ('\r', '\r\n'):
            s = s.replace('\n', nl)
        if not s:
            return n
        buf, pos = self._buf, self._pos
        if pos > len(buf):
            buf += '\0' * (pos - len(buf))
        self._buf = buf[:pos] + s + buf[pos + len(s):]
        self._pos = pos + len(s)
        return n

    def read(self, size=-1):
        size = self._read_size(size)
        buf, pos = self._buf, self._pos
        end = len(buf) if size < 0 else min(len(buf), pos + size)
        if pos >= end:
            return ''
        self._pos = end
        return buf[pos:end]

    def _line_end(self, buf, pos):
        """Where the line starting at pos ends (past its terminator)."""
        nl = self._newline
        if nl == '':
            i = pos
            n = len(buf)
            while i < n:
                c = buf[i]
                if c == '\n':
                    return i + 1
                if c == '\r':
                    return i + 2 if i + 1 < n and buf[i + 1] == '\n' else i + 1
                i += 1
            return n
        term = '\n' if nl is None or nl == '\n' else nl
        i = buf.find(term, pos)
        return len(buf) if i < 0 else i + len(term)

    def readline(self, size=-1):
        size = self._read_size(size)
        buf, pos = self._buf, self._pos
        if pos >= len(buf):
            return ''
        end = self._line_end(buf, pos)
        if 0 <= size < end - pos:
            end = pos + size
        self._pos = end
        return buf[pos:end]

    def seek(self, pos, whence=0):
        self._check()
        pos = pos.__index__()
        if whence == 0:
            if pos < 0:
                raise ValueError("Negative seek position %d" % pos)
            self._pos = pos
        elif whence == 1:
            if pos != 0:
                raise OSError("Can't do nonzero cur-relative seeks")
        elif whence == 2:
            if pos != 0:
                raise OSError("Can't do nonzero end-relative seeks")
            self._pos = len(self._buf)
        else:
            raise ValueError("Invalid whence (%d, should be 0, 1 or 2)" % whence)
        return self._pos

    def __repr__(self):
        return '<_io.StringIO object at 0x%x>' % id(self)


class BytesIO(_MemoryIO):
    """A binary stream in memory."""

    def __init__(self, initial_bytes=b''):
        self._closed = False
        self._buf = bytearray(initial_bytes) if initial_bytes is not None else bytearray()
        self._pos = 0

    def getvalue(self):
        self._check()
        return bytes(self._buf)

    def getbuffer(self):
        self._check()
        return memoryview(self._buf)

    def write(self, b):
        self._check()
        if isinstance(b, str):
            raise TypeError("a bytes-like object is required, not 'str'")
        data = bytes(b)
        n = len(data)
        if n == 0:
            return 0
        buf, pos = self._buf, self._pos
        if pos > len(buf):
            buf.extend(bytes(pos - len(buf)))
        buf[pos:pos + n] = data
        self._pos = pos + n
        return n

    def read(self, size=-1):
        size = self._read_size(size)
        buf, pos = self._buf, self._pos
        end = len(buf) if size < 0 else min(len(buf), pos + size)
        if pos >= end:
            return b''
        self._pos = end
        return bytes(buf[pos:end])

    read1 = read

    def readinto(self, b):
        data = self.read(len(b))
        n = len(data)
        b[:n] = data
        return n

    def readline(self, size=-1):
        size = self._read_size(size)
        buf, pos = self._buf, self._pos
        if pos >= len(buf):
            return b''
        i = buf.find(b'\n', pos)
        end = len(buf) if i < 0 else i + 1
        if 0 <= size < end - pos:
            end = pos + size
        self._pos = end
        return bytes(buf[pos:end])

    def seek(self, pos, whence=0):
        self._check()
        pos = pos.__index__()
        if whence == 0:
            if pos < 0:
                raise ValueError("negative seek value %d" % pos)
            self._pos = pos
        elif whence == 1:
            self._pos = max(0, self._pos + pos)
        elif whence == 2:
            self._pos = max(0, len(self._buf) + pos)
        else:
            raise ValueError("invalid whence (%d, should be 0, 1 or 2)" % whence)
        return self._pos

    def truncate(self, size=None):
        self._check()
        if size is None:
            size = self._pos
        else:
            size = size.__index__()
            if size < 0:
                raise ValueError("negative size value %d" % size)
        if size < len(self._buf):
            del self._buf[size:]
        return size

    def __repr__(self):
        return '<_io.BytesIO object at 0x%x>' % id(self)

"""json — JSON encoding and decoding (tpy's Python-source version).

dumps/dump write CPython's text byte for byte (separators, indent,
sort_keys, ensure_ascii, allow_nan, default, skipkeys, check_circular);
loads/load read RFC 8259 JSON plus NaN/Infinity, with the hooks
(object_hook, object_pairs_hook, parse_float, parse_int, parse_constant,
strict) and JSONDecodeError's messages and positions. JSONEncoder and
JSONDecoder can be subclassed (default, encode, iterencode, decode,
raw_decode); `cls=` selects them.
"""

__all__ = ['dump', 'dumps', 'load', 'loads', 'JSONDecoder', 'JSONDecodeError', 'JSONEncoder']


class JSONDecodeError(ValueError):
    """Where the text stopped being JSON: msg, doc, pos, lineno, colno."""

    def __init__(self, msg, doc, pos):
        lineno = doc.count('\n', 0, pos) + 1
        colno = pos - doc.rfind('\n', 0, pos)
        ValueError.__init__(self, '%s: line %d column %d (char %d)' % (msg, lineno, colno, pos))
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno

    def __reduce__(self):
        return self.__class__, (self.msg, self.doc, self.pos)


# ---- encoding

_ESCAPES = {'\\': '\\\\', '"': '\\"', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t'}
for _i in range(0x20):
    _ESCAPES.setdefault(chr(_i), '\\u%04x' % _i)
del _i


def _quote(s):
    """A str as a JSON string, non-ASCII kept."""
    out = []
    start = 0
    for i, ch in enumerate(s):
        if ch in _ESCAPES:
            out.append(s[start:i])
            out.append(_ESCAPES[ch])
            start = i + 1
    if not out:
        return '"' + s + '"'
    out.append(s[start:])
    return '"' + ''.join(out) + '"'


def _quote_ascii(s):
    """A str as a JSON string of ASCII only (\\uXXXX, surrogate pairs)."""
    if s.isascii() and '\x7f' not in s:
        return _quote(s)
    out = []
    for ch in s:
        e = _ESCAPES.get(ch)
        if e is not None:
            out.append(e)
            continue
        n = ord(ch)
        if n < 0x7f:
            out.append(ch)
        elif n < 0x10000:
            out.append('\\u%04x' % n)
        else:
            n -= 0x10000
            out.append('\\u%04x\\u%04x' % (0xd800 | (n >> 10), 0xdc00 | (n & 0x3ff)))
    return '"' + ''.join(out) + '"'


class JSONEncoder:
    """Turns Python values into JSON text: dict, list, tuple, str, int,
    float, True/False/None (and int/float subclasses, enum values among
    them); anything else goes to default(), which raises TypeError."""

    item_separator = ', '
    key_separator = ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
                 sort_keys=False, indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ','
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError(f'Object of type {o.__class__.__name__} is not JSON serializable')

    def encode(self, o):
        if isinstance(o, str):
            return _quote_ascii(o) if self.ensure_ascii else _quote(o)
        return ''.join(self.iterencode(o, _one_shot=True))

    def iterencode(self, o, _one_shot=False):
        chunks = []
        self._encode(o, chunks, {} if self.check_circular else None, 0)
        return iter(chunks)

    def _float(self, o):
        if o != o:
            text = 'NaN'
        elif o == float('inf'):
            text = 'Infinity'
        elif o == -float('inf'):
            text = '-Infinity'
        else:
            return float.__repr__(o)
        if not self.allow_nan:
            raise ValueError("Out of range float values are not JSON compliant")
        return text

    def _indent_text(self, level):
        ind = self.indent
        if not isinstance(ind, str):
            ind = ' ' * ind
        return '\n' + ind * level

    def _encode(self, o, out, markers, level):
        if isinstance(o, str):
            out.append(_quote_ascii(o) if self.ensure_ascii else _quote(o))
        elif o is None:
            out.append('null')
        elif o is True:
            out.append('true')
        elif o is False:
            out.append('false')
        elif isinstance(o, int):
            out.append(int.__repr__(o))
        elif isinstance(o, float):
            out.append(self._float(o))
        elif isinstance(o, (list, tuple)):
            self._encode_list(o, out, markers, level)
        elif isinstance(o, dict):
            self._encode_dict(o, out, markers, level)
        else:
            self._enter(o, markers)
            self._encode(self.default(o), out, markers, level)
            self._leave(o, markers)

    def _enter(self, o, markers):
        if markers is not None:
            mark = id(o)
            if mark in markers:
                raise ValueError("Circular reference detected")
            markers[mark] = o

    def _leave(self, o, markers):
        if markers is not None:
            del markers[id(o)]

    def _container(self, o, out, markers, level, brackets, items, write):
        """A list or dict: its brackets, the separators and indentation, and
        the circular-reference mark around write(item, sep, level) for each
        item (which writes sep first, or returns False for a skipped key)."""
        if not o:
            out.append(brackets)
            return
        self._enter(o, markers)
        out.append(brackets[0])
        if self.indent is not None:
            level += 1
            newline = self._indent_text(level)
            sep = self.item_separator + newline
            out.append(newline)
        else:
            sep = self.item_separator
        first = True
        for item in items:
            if write(item, '' if first else sep, level):
                first = False
        if self.indent is not None:
            out.append(self._indent_text(level - 1))
        out.append(brackets[1])
        self._leave(o, markers)

    def _encode_list(self, o, out, markers, level):
        def write(v, sep, level):
            out.append(sep)
            self._encode(v, out, markers, level)
            return True
        self._container(o, out, markers, level, '[]', o, write)

    def _key(self, k):
        if isinstance(k, str):
            return k
        if isinstance(k, float):
            return self._float(k)
        if k is True:
            return 'true'
        if k is False:
            return 'false'
        if k is None:
            return 'null'
        if isinstance(k, int):
            return int.__repr__(k)
        if self.skipkeys:
            return None
        raise TypeError(f'keys must be str, int, float, bool or None, not {k.__class__.__name__}')

    def _encode_dict(self, o, out, markers, level):
        def write(item, sep, level):
            key = self._key(item[0])
            if key is None:
                return False
            out.append(sep)
            out.append(_quote_ascii(key) if self.ensure_ascii else _quote(key))
            out.append(self.key_separator)
            self._encode(item[1], out, markers, level)
            return True
        items = sorted(o.items()) if self.sort_keys else o.items()
        self._container(o, out, markers, level, '{}', items, write)


_default_encoder = JSONEncoder()


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=None,
          indent=None, separators=None, default=None, sort_keys=False, **kw):
    """obj as a JSON str."""
    if (not skipkeys and ensure_ascii and check_circular and allow_nan and cls is None and indent is None
            and separators is None and default is None and not sort_keys and not kw):
        return _default_encoder.encode(obj)
    if cls is None:
        cls = JSONEncoder
    return cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular,
               allow_nan=allow_nan, indent=indent, separators=separators, default=default,
               sort_keys=sort_keys, **kw).encode(obj)


def dump(obj, fp, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=None,
         indent=None, separators=None, default=None, sort_keys=False, **kw):
    """Writes obj as JSON to the file fp."""
    if cls is None:
        cls = JSONEncoder
    enc = cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular,
              allow_nan=allow_nan, indent=indent, separators=separators, default=default,
              sort_keys=sort_keys, **kw)
    for chunk in enc.iterencode(obj):
        fp.write(chunk)


# ---- decoding

_WS = ' \t\n\r'
_NUMBER_START = '-0123456789'
_DIGITS = '0123456789'
_SIMPLE = {'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}
_CONSTANTS = {'NaN': float('nan'), 'Infinity': float('inf'), '-Infinity': float('-inf')}


class JSONDecoder:
    """Reads JSON text into dict, list, str, int, float, True/False/None."""

    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None, parse_constant=None,
                 strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float or float
        self.parse_int = parse_int or int
        self.parse_constant = parse_constant or _CONSTANTS.__getitem__
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook

    def decode(self, s):
        end = len(s)
        i = self._skip(s, 0)
        obj, i = self.raw_decode(s, i)
        i = self._skip(s, i)
        if i != end:
            raise JSONDecodeError("Extra data", s, i)
        return obj

    def raw_decode(self, s, idx=0):
        try:
            return self._value(s, idx)
        except StopIteration as err:
            raise JSONDecodeError("Expecting value", s, err.value) from None

    @staticmethod
    def _skip(s, i):
        n = len(s)
        while i < n and s[i] in _WS:
            i += 1
        return i

    def _value(self, s, i):
        if i >= len(s):
            raise StopIteration(i)
        ch = s[i]
        if ch == '"':
            return self._string(s, i + 1)
        if ch == '{':
            return self._object(s, i + 1)
        if ch == '[':
            return self._array(s, i + 1)
        if ch == 'n' and s.startswith('null', i):
            return None, i + 4
        if ch == 't' and s.startswith('true', i):
            return True, i + 4
        if ch == 'f' and s.startswith('false', i):
            return False, i + 5
        if ch == 'N' and s.startswith('NaN', i):
            return self.parse_constant('NaN'), i + 3
        if ch == 'I' and s.startswith('Infinity', i):
            return self.parse_constant('Infinity'), i + 8
        if ch == '-' and s.startswith('-Infinity', i):
            return self.parse_constant('-Infinity'), i + 9
        if ch in _NUMBER_START:
            return self._number(s, i)
        raise StopIteration(i)

    def _number(self, s, start):
        n = len(s)
        i = start
        if s[i] == '-':
            i += 1
            if i >= n or s[i] not in _DIGITS:
                raise StopIteration(start)
        if s[i] == '0':
            i += 1
        else:
            while i < n and s[i] in _DIGITS:
                i += 1
        integer = True
        if i + 1 < n and s[i] == '.' and s[i + 1] in _DIGITS:
            integer = False
            i += 2
            while i < n and s[i] in _DIGITS:
                i += 1
        if i < n and s[i] in 'eE':
            j = i + 1
            if j < n and s[j] in '+-':
                j += 1
            if j < n and s[j] in _DIGITS:
                integer = False
                i = j + 1
                while i < n and s[i] in _DIGITS:
                    i += 1
        text = s[start:i]
        return (self.parse_int(text) if integer else self.parse_float(text)), i

    def _string(self, s, i):
        begin = i - 1
        n = len(s)
        parts = []
        while True:
            j = i
            while j < n and s[j] != '"' and s[j] != '\\' and (s[j] >= ' ' or not self.strict):
                j += 1
            if j >= n:
                raise JSONDecodeError("Unterminated string starting at", s, begin)
            parts.append(s[i:j])
            ch = s[j]
            if ch == '"':
                return ''.join(parts), j + 1
            if ch != '\\':
                raise JSONDecodeError("Invalid control character at", s, j)
            if j + 1 >= n:
                raise JSONDecodeError("Unterminated string starting at", s, begin)
            esc = s[j + 1]
            if esc != 'u':
                if esc not in _SIMPLE:
                    raise JSONDecodeError("Invalid \\escape", s, j)
                parts.append(_SIMPLE[esc])
                i = j + 2
                continue
            code = self._hex4(s, j + 2, j + 1)
            i = j + 6
            if 0xd800 <= code <= 0xdbff and s[i:i + 2] == '\\u':
                low = self._hex4(s, i + 2, i + 1)
                if 0xdc00 <= low <= 0xdfff:
                    code = 0x10000 + (((code - 0xd800) << 10) | (low - 0xdc00))
                    i += 6
            parts.append(chr(code))

    @staticmethod
    def _hex4(s, i, esc_pos):
        digits = s[i:i + 4]
        if len(digits) == 4 and all(c in '0123456789abcdefABCDEF' for c in digits):
            return int(digits, 16)
        raise JSONDecodeError("Invalid \\uXXXX escape", s, esc_pos)

    def _object(self, s, i):
        pairs = []
        i = self._skip(s, i)
        if i < len(s) and s[i] == '}':
            return self._finish_object(pairs), i + 1
        while True:
            if i >= len(s) or s[i] != '"':
                raise JSONDecodeError("Expecting property name enclosed in double quotes", s, i)
            key, i = self._string(s, i + 1)
            i = self._skip(s, i)
            if i >= len(s) or s[i] != ':':
                raise JSONDecodeError("Expecting ':' delimiter", s, i)
            i = self._skip(s, i + 1)
            try:
                value, i = self._value(s, i)
            except StopIteration as err:
                raise JSONDecodeError("Expecting value", s, err.value) from None
            pairs.append((key, value))
            i = self._skip(s, i)
            if i < len(s) and s[i] == '}':
                return self._finish_object(pairs), i + 1
            if i >= len(s) or s[i] != ',':
                raise JSONDecodeError("Expecting ',' delimiter", s, i)
            i = self._skip(s, i + 1)

    def _finish_object(self, pairs):
        if self.object_pairs_hook is not None:
            return self.object_pairs_hook(pairs)
        obj = dict(pairs)
        if self.object_hook is not None:
            return self.object_hook(obj)
        return obj

    def _array(self, s, i):
        values = []
        i = self._skip(s, i)
        if i < len(s) and s[i] == ']':
            return values, i + 1
        while True:
            try:
                value, i = self._value(s, i)
            except StopIteration as err:
                raise JSONDecodeError("Expecting value", s, err.value) from None
            values.append(value)
            i = self._skip(s, i)
            if i < len(s) and s[i] == ']':
                return values, i + 1
            if i >= len(s) or s[i] != ',':
                raise JSONDecodeError("Expecting ',' delimiter", s, i)
            i = self._skip(s, i + 1)


_default_decoder = JSONDecoder()


def _text_of(s):
    if isinstance(s, str):
        if s.startswith('\ufeff'):
            raise JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", s, 0)
        return s
    if not isinstance(s, (bytes, bytearray)):
        raise TypeError(f'the JSON object must be str, bytes or bytearray, not {s.__class__.__name__}')
    b = bytes(s)
    if b.startswith(b'\xef\xbb\xbf'):
        return b.decode('utf-8-sig')
    if b.startswith((b'\xff\xfe\x00\x00', b'\x00\x00\xfe\xff')):
        return b.decode('utf-32')
    if b.startswith((b'\xff\xfe', b'\xfe\xff')):
        return b.decode('utf-16')
    if len(b) >= 4:
        if not b[0]:
            return b.decode('utf-16-be' if b[1] else 'utf-32-be')
        if not b[1]:
            return b.decode('utf-16-le' if b[2] or b[3] else 'utf-32-le')
    elif len(b) == 2:
        if not b[0]:
            return b.decode('utf-16-be')
        if not b[1]:
            return b.decode('utf-16-le')
    return b.decode('utf-8', 'surrogatepass')


def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None, parse_constant=None,
          object_pairs_hook=None, **kw):
    """The Python value of the JSON text s (str, bytes or bytearray)."""
    s = _text_of(s)
    if (cls is None and object_hook is None and parse_int is None and parse_float is None and
            parse_constant is None and object_pairs_hook is None and not kw):
        return _default_decoder.decode(s)
    if cls is None:
        cls = JSONDecoder
    return cls(object_hook=object_hook, parse_float=parse_float, parse_int=parse_int,
               parse_constant=parse_constant, object_pairs_hook=object_pairs_hook, **kw).decode(s)


def load(fp, *, cls=None, object_hook=None, parse_float=None, parse_int=None, parse_constant=None,
         object_pairs_hook=None, **kw):
    """The Python value of the JSON text read from the file fp."""
    return loads(fp.read(), cls=cls, object_hook=object_hook, parse_float=parse_float,
                 parse_int=parse_int, parse_constant=parse_constant,
                 object_pairs_hook=object_pairs_hook, **kw)

"""collections — container datatypes (tpy's Python-source subset).

namedtuple, defaultdict, Counter, OrderedDict, deque, ChainMap; the
abstract base classes are the submodule collections.abc.
"""

import sys as _sys
import _abc

__all__ = ['namedtuple', 'defaultdict', 'Counter', 'OrderedDict', 'deque', 'ChainMap']


# ---- namedtuple

def _nt_repr(self):
    return self.__class__.__name__ + self._repr_fmt % tuple(self)


def _nt_asdict(self):
    return dict(zip(self._fields, self))


def _nt_getnewargs(self):
    return tuple(self)


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    field_names = [str(x) for x in field_names]
    typename = str(typename)
    if rename:
        seen = set()
        for index, name in enumerate(field_names):
            if (not name.isidentifier() or _iskeyword(name)
                    or name.startswith('_') or name in seen):
                field_names[index] = '_%d' % index
            seen.add(name)
    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError('Type names and field names must be strings')
        if not name.isidentifier():
            raise ValueError('Type names and field names must be valid '
                             'identifiers: %r' % (name,))
        if _iskeyword(name):
            raise ValueError('Type names and field names cannot be a '
                             'keyword: %r' % (name,))
    seen = set()
    for name in field_names:
        if name.startswith('_') and not rename:
            raise ValueError('Field names cannot start with an underscore: '
                             '%r' % (name,))
        if name in seen:
            raise ValueError('Encountered duplicate field name: %r' % (name,))
        seen.add(name)

    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(field_names):
            raise TypeError('Got more default values than field names')
        field_defaults = dict(reversed(list(zip(reversed(field_names),
                                                reversed(defaults)))))
    fields = tuple(field_names)
    num_fields = len(fields)
    arg_list = ', '.join(fields)
    if num_fields == 1:
        arg_list += ','
    repr_fmt = '(' + ', '.join(name + '=%r' for name in fields) + ')'

    # The constructor is compiled so it has the real signature (and CPython's
    # argument error messages).
    ns = {'_tuple_new': tuple.__new__, '__builtins__': __builtins__}
    src = 'def __new__(_cls, %s): return _tuple_new(_cls, (%s))' % (', '.join(fields), arg_list)
    exec(src, ns)
    __new__ = ns['__new__']
    __new__.__qualname__ = typename + '.__new__'
    __new__.__doc__ = 'Create new instance of %s(%s)' % (typename, ', '.join(fields))
    if defaults is not None:
        __new__.__defaults__ = defaults

    def _make(cls, iterable):
        result = tuple.__new__(cls, iterable)
        if len(result) != num_fields:
            raise TypeError('Expected %d arguments, got %d' % (num_fields, len(result)))
        return result

    def _replace(self, **kwds):
        result = self._make([kwds.pop(name) if name in kwds else value
                             for name, value in zip(fields, self)])
        if kwds:
            raise ValueError('Got unexpected field names: %r' % list(kwds))
        return result

    class_namespace = {
        '__doc__': '%s(%s)' % (typename, arg_list.rstrip(',')),
        '__slots__': (),
        '_fields': fields,
        '_field_defaults': field_defaults,
        '_repr_fmt': repr_fmt,
        '__new__': __new__,
        '_make': classmethod(_make),
        '_replace': _replace,
        '__repr__': _nt_repr,
        '_asdict': _nt_asdict,
        '__getnewargs__': _nt_getnewargs,
        '__match_args__': fields,
    }
    for index, name in enumerate(fields):
        class_namespace[name] = property(_itemgetter(index),
                                         doc='Alias for field number %d' % index)

    if module is None:
        try:
            module = _sys._getframe(1).f_globals.get('__name__', '__main__')
        except (AttributeError, ValueError):
            module = '__main__'
    class_namespace['__module__'] = module
    return type(typename, (tuple,), class_namespace)


def _itemgetter(index):
    def get(self):
        return self[index]
    return get


_KEYWORDS = frozenset([
    'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break',
    'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally',
    'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal',
    'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield'])


def _iskeyword(name):
    return name in _KEYWORDS


# ---- defaultdict

class defaultdict(dict):
    """dict that calls default_factory to supply missing values."""

    def __init__(self, default_factory=None, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError('first argument must be callable or None')
        dict.__init__(self, *args, **kwargs)
        self.default_factory = default_factory

    def __missing__(self, key):
        factory = self.default_factory
        if factory is None:
            raise KeyError(key)
        value = factory()
        self[key] = value
        return value

    def __repr__(self):
        factory = self.default_factory
        if factory is None:
            frepr = 'None'
        elif isinstance(factory, type):
            frepr = repr(factory)
        else:
            frepr = repr(factory)
        return '%s(%s, %r)' % (type(self).__name__, frepr, dict(self))

    def copy(self):
        return type(self)(self.default_factory, self)

    __copy__ = copy

    def __reduce__(self):
        return (type(self), (self.default_factory,), None, None, iter(self.items()))

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.copy()
        new.update(other)
        return new


# ---- Counter

class Counter(dict):
    """dict subclass for counting hashable items."""

    def __init__(self, iterable=None, /, **kwds):
        dict.__init__(self)
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        items = sorted(self.items(), key=_second, reverse=True)
        if n is None:
            return items
        return items[:n] if n > 0 else []

    def elements(self):
        for elem, count in self.items():
            for _ in range(count):
                yield elem

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        if iterable is not None:
            if isinstance(iterable, dict):
                if len(self):
                    get = self.get
                    for elem, count in iterable.items():
                        self[elem] = count + get(elem, 0)
                else:
                    dict.update(self, iterable)
            else:
                get = self.get
                for elem in iterable:
                    self[elem] = get(elem, 0) + 1
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        if iterable is not None:
            get = self.get
            if isinstance(iterable, dict):
                for elem, count in iterable.items():
                    self[elem] = get(elem, 0) - count
            else:
                for elem in iterable:
                    self[elem] = get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return self.__class__(self)

    __copy__ = copy

    def __delitem__(self, elem):
        if elem in self:
            dict.pop(self, elem)

    def __repr__(self):
        if not len(self):
            return '%s()' % self.__class__.__name__
        try:
            d = dict(self.most_common())
        except TypeError:
            d = dict(self)
        return '%s(%r)' % (self.__class__.__name__, d)

    def __eq__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] == other[e] for c in (self, other) for e in c)

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] <= other[e] for c in (self, other) for e in c)

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] >= other[e] for c in (self, other) for e in c)

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    __hash__ = None

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count + other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count - other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count < 0:
                result[elem] = 0 - count
        return result

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = other_count if count < other_count else count
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = count if count < other_count else other_count
            if newcount > 0:
                result[elem] = newcount
        return result

    def __pos__(self):
        result = Counter()
        for elem, count in self.items():
            if count > 0:
                result[elem] = count
        return result

    def __neg__(self):
        result = Counter()
        for elem, count in self.items():
            if count < 0:
                result[elem] = 0 - count
        return result

    def _keep_positive(self):
        for elem in [e for e, c in self.items() if not c > 0]:
            del self[elem]
        return self

    def __iadd__(self, other):
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def __ior__(self, other):
        for elem, other_count in other.items():
            if other_count > self[elem]:
                self[elem] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        for elem, count in list(self.items()):
            other_count = other[elem]
            if other_count < count:
                self[elem] = other_count
        return self._keep_positive()


def _second(pair):
    return pair[1]


# ---- OrderedDict

class OrderedDict(dict):
    """dict that remembers insertion order and can reorder it."""

    def move_to_end(self, key, last=True):
        value = dict.pop(self, key)
        if last:
            self[key] = value
            return
        rest = list(self.items())
        self.clear()
        self[key] = value
        for k, v in rest:
            self[k] = v

    def popitem(self, last=True):
        if not len(self):
            raise KeyError('dictionary is empty')
        if last:
            return dict.popitem(self)
        key = next(iter(self))
        return key, dict.pop(self, key)

    def __repr__(self):
        if not len(self):
            return '%s()' % self.__class__.__name__
        return '%s(%r)' % (self.__class__.__name__, list(self.items()))

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return dict(self) == dict(other) and list(self) == list(other)
        if isinstance(other, dict):
            return dict(self) == other
        return NotImplemented

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    __hash__ = None

    def __reversed__(self):
        return reversed(list(self))

    def copy(self):
        return self.__class__(self)

    __copy__ = copy

    @classmethod
    def fromkeys(cls, iterable, value=None):
        self = cls()
        for key in iterable:
            self[key] = value
        return self

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.__class__(self)
        new.update(other)
        return new


# ---- deque

class deque:
    """Double-ended queue: two lists back to back (the left one reversed),
    so appends and pops at either end are amortised O(1)."""

    __slots__ = ('_left', '_right', '_maxlen')

    def __init__(self, iterable=(), maxlen=None):
        if maxlen is not None:
            if not isinstance(maxlen, int):
                raise TypeError('an integer is required')
            if maxlen < 0:
                raise ValueError('maxlen must be non-negative')
        self._left = []
        self._right = []
        self._maxlen = maxlen
        self.extend(iterable)

    @property
    def maxlen(self):
        return self._maxlen

    def __len__(self):
        return len(self._left) + len(self._right)

    def __bool__(self):
        return bool(self._left) or bool(self._right)

    def __iter__(self):
        left = self._left
        for i in range(len(left) - 1, -1, -1):
            yield left[i]
        yield from self._right

    def __reversed__(self):
        right = self._right
        for i in range(len(right) - 1, -1, -1):
            yield right[i]
        yield from self._left

    def _all(self):
        left = self._left[::-1]
        left.extend(self._right)
        return left

    def _set_all(self, items):
        self._left = []
        self._right = items

    def append(self, x):
        self._right.append(x)
        m = self._maxlen
        if m is not None and len(self._left) + len(self._right) > m:
            self.popleft()

    def appendleft(self, x):
        self._left.append(x)
        m = self._maxlen
        if m is not None and len(self._left) + len(self._right) > m:
            self.pop()

    def pop(self):
        right = self._right
        if right:
            return right.pop()
        left = self._left
        if not left:
            raise IndexError('pop from an empty deque')
        # Move the older half of the left list over to the right.
        half = (len(left) + 1) // 2
        self._right = left[half - 1::-1]
        self._left = left[half:]
        return self._right.pop()

    def popleft(self):
        left = self._left
        if left:
            return left.pop()
        right = self._right
        if not right:
            raise IndexError('pop from an empty deque')
        half = (len(right) + 1) // 2
        self._left = right[half - 1::-1]
        self._right = right[half:]
        return self._left.pop()

    def extend(self, iterable):
        if iterable is self:
            iterable = list(iterable)
        if self._maxlen is None:
            self._right.extend(iterable)
            return
        for x in iterable:
            self.append(x)

    def extendleft(self, iterable):
        if iterable is self:
            iterable = list(iterable)
        if self._maxlen is None:
            self._left.extend(iterable)
            return
        for x in iterable:
            self.appendleft(x)

    def clear(self):
        self._left = []
        self._right = []

    def copy(self):
        return self.__class__(self, self._maxlen)

    __copy__ = copy

    def count(self, x):
        return self._left.count(x) + self._right.count(x)

    def index(self, x, start=0, stop=None):
        items = self._all()
        if stop is None:
            stop = len(items)
        try:
            return items.index(x, start, stop)
        except ValueError:
            raise ValueError('%r is not in deque' % (x,)) from None

    def insert(self, i, x):
        if self._maxlen is not None and len(self) >= self._maxlen:
            raise IndexError('deque already at its maximum size')
        items = self._all()
        items.insert(i, x)
        self._set_all(items)

    def remove(self, value):
        items = self._all()
        try:
            items.remove(value)
        except ValueError:
            raise ValueError('deque.remove(x): x not in deque') from None
        self._set_all(items)

    def reverse(self):
        self._left, self._right = self._right, self._left

    def rotate(self, n=1):
        length = len(self)
        if length <= 1:
            return
        n %= length
        if n == 0:
            return
        items = self._all()
        self._set_all(items[-n:] + items[:-n])

    def _index(self, i):
        length = len(self._left) + len(self._right)
        if i < 0:
            i += length
        if i < 0 or i >= length:
            raise IndexError('deque index out of range')
        return i

    def __getitem__(self, i):
        if isinstance(i, slice):
            raise TypeError('sequence index must be integer, not \'slice\'')
        i = self._index(i)
        nl = len(self._left)
        if i < nl:
            return self._left[nl - 1 - i]
        return self._right[i - nl]

    def __setitem__(self, i, x):
        i = self._index(i)
        nl = len(self._left)
        if i < nl:
            self._left[nl - 1 - i] = x
        else:
            self._right[i - nl] = x

    def __delitem__(self, i):
        i = self._index(i)
        items = self._all()
        del items[i]
        self._set_all(items)

    def __contains__(self, x):
        return x in self._right or x in self._left

    def __eq__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._all() == other._all()

    def __ne__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._all() != other._all()

    def __lt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._all() < other._all()

    def __le__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._all() <= other._all()

    def __gt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._all() > other._all()

    def __ge__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._all() >= other._all()

    __hash__ = None

    def __add__(self, other):
        if not isinstance(other, deque):
            raise TypeError('can only concatenate deque (not "%s") to deque'
                            % type(other).__name__)
        return self.__class__(self._all() + other._all(), self._maxlen)

    def __iadd__(self, other):
        self.extend(other)
        return self

    def __mul__(self, n):
        return self.__class__(self._all() * n, self._maxlen)

    def __repr__(self):
        name = self.__class__.__name__
        if self._maxlen is None:
            return '%s(%r)' % (name, self._all())
        return '%s(%r, maxlen=%d)' % (name, self._all(), self._maxlen)


# ---- ChainMap

class ChainMap:
    """Groups several mappings into one view; writes go to the first."""

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            if key in mapping:
                return mapping[key]
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        return len(self._merged())

    def _merged(self):
        d = {}
        for mapping in reversed(self.maps):
            for k in mapping:
                d[k] = None
        return d

    def __iter__(self):
        return iter(self._merged())

    def __contains__(self, key):
        for m in self.maps:
            if key in m:
                return True
        return False

    def __bool__(self):
        for m in self.maps:
            if len(m):
                return True
        return False

    def keys(self):
        return self._merged().keys()

    def items(self):
        return [(k, self[k]) for k in self._merged()]

    def values(self):
        return [self[k] for k in self._merged()]

    def __eq__(self, other):
        if isinstance(other, ChainMap):
            other = dict(other.items())
        return dict(self.items()) == other

    __hash__ = None

    def __repr__(self):
        return '%s(%s)' % (self.__class__.__name__, ', '.join(map(repr, self.maps)))

    @classmethod
    def fromkeys(cls, iterable, *args):
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        return self.__class__(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return self.__class__(m, *self.maps)

    @property
    def parents(self):
        return self.__class__(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError('Key not found in the first mapping: %r' % (key,)) from None

    def pop(self, key, *args):
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError('Key not found in the first mapping: %r' % (key,)) from None

    def clear(self):
        self.maps[0].clear()

    def update(self, other=(), **kwds):
        self.maps[0].update(other, **kwds)


# A sequence and a mapping to `match` patterns (collections.abc registers
# them too, when it is imported).
_abc._set_collection(deque, 'sequence')
_abc._set_collection(ChainMap, 'mapping')

"""enum — enumerations (tpy's Python-source subset).

Enum, IntEnum, StrEnum, auto, unique. Members are built by
Enum.__init_subclass__; lookup by value is Enum.__new__ and by name
__class_getitem__. Iterating or taking len() of an enum class needs a
metaclass, used only when the interpreter can instantiate one (EnumMeta).
"""

__all__ = ['EnumMeta', 'EnumType', 'Enum', 'IntEnum', 'StrEnum', 'auto', 'unique']


class auto:
    """Placeholder for an automatically chosen member value."""

    _counter = 0

    def __init__(self):
        self.value = _AUTO
        auto._counter += 1
        self._order = auto._counter

    def __repr__(self):
        return 'auto(%r)' % (self.value,)


_AUTO = object()
_SKIP_TYPES = (type(lambda: 0), classmethod, staticmethod, property, type)


def _is_dunder(name):
    return len(name) > 4 and name[:2] == name[-2:] == '__' and name[2] != '_' and name[-3] != '_'


def _is_sunder(name):
    return len(name) > 2 and name[0] == name[-1] == '_' and name[1] != '_' and name[-2] != '_'


def _is_private(cls_name, name):
    pattern = '_%s__' % cls_name.lstrip('_')
    return len(name) > len(pattern) and name.startswith(pattern) and not name.endswith('__')


def _noop_init(self, *args, **kwds):
    pass


def _setup_enum(cls):
    """Turns the plain class attributes of a new enum class into members."""
    base_members = None
    for base in cls.__mro__[1:]:
        if base.__dict__.get('_member_names_'):
            raise TypeError('%s: cannot extend enumeration %r' % (cls.__name__, base.__name__))
    ignore = cls.__dict__.get('_ignore_', [])
    if isinstance(ignore, str):
        ignore = ignore.replace(',', ' ').split()
    candidates = []
    for name, value in list(cls.__dict__.items()):
        if _is_dunder(name) or _is_sunder(name) or _is_private(cls.__name__, name):
            continue
        if name in ignore or isinstance(value, _SKIP_TYPES):
            continue
        candidates.append((name, value))
    for name in ignore:
        if name in cls.__dict__:
            delattr(cls, name)

    member_type = object
    for base in cls.__mro__:
        if base in (int, str, float):
            member_type = base
            break
    user_init = cls.__dict__.get('__init__')
    if user_init is None:
        for base in cls.__mro__[1:]:
            if '__init__' in base.__dict__ and base.__dict__['__init__'] is not _noop_init \
                    and base not in (Enum, object, int, str, float):
                user_init = base.__dict__['__init__']
                break
    impl = None
    if member_type is not object:
        # tpy: int.__new__(subclass) is unavailable; a hidden subclass whose
        # __new__ is the built-in one builds members through int()/str().
        impl = type(cls.__name__, (cls,), {'__new__': member_type.__new__, '_tpy_impl_': True,
                                           '__module__': cls.__module__, '__init__': _noop_init})
    gen = cls.__dict__.get('_generate_next_value_') or getattr(cls, '_generate_next_value_')
    if isinstance(gen, staticmethod):
        gen = gen.__func__

    member_map = {}
    value_map = {}
    names = []
    info = {}
    last_values = []
    for name, value in candidates:
        if isinstance(value, auto):
            if value.value is _AUTO:
                value.value = gen(name, 1, len(names), last_values[:])
            value = value.value
        args = value if isinstance(value, tuple) else (value,)
        if member_type is object:
            member = object.__new__(cls)
            if user_init is not None:
                user_init(member, *args)
            mvalue = value
        else:
            if member_type is str and len(args) == 1 and not isinstance(args[0], str) \
                    and StrEnum in cls.__mro__:
                raise TypeError('%r is not a string' % (args[0],))
            member = impl(*args)
            mvalue = member_type(*args)
            if user_init is not None:
                user_init(member, *args)
        last_values.append(value)
        existing = None
        for m in member_map.values():
            if info[id(m)][1] == mvalue:
                existing = m
                break
        if existing is not None:
            member_map[name] = existing
            setattr(cls, name, existing)
            continue
        info[id(member)] = (name, mvalue)
        try:
            object.__setattr__(member, '_name_', name)
            object.__setattr__(member, '_value_', mvalue)
        except (AttributeError, TypeError):
            pass
        names.append(name)
        member_map[name] = member
        try:
            value_map[mvalue] = member
        except TypeError:
            pass
        setattr(cls, name, member)
    cls._tpy_info_ = info
    cls._member_names_ = names
    cls._member_map_ = member_map
    cls._value2member_map_ = value_map
    cls._member_type_ = member_type
    cls.__members__ = dict(member_map)
    if user_init is not None or '__init__' in cls.__dict__:
        cls.__init__ = _noop_init


def _member_info(self):
    return type(self)._tpy_info_[id(self)]


class EnumMeta(type):
    """Metaclass adding iteration, len() and name lookup on enum classes."""

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __len__(cls):
        return len(cls._member_names_)

    def __contains__(cls, member):
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __repr__(cls):
        return "<enum %r>" % cls.__name__


EnumType = EnumMeta


def _enum_new(cls, value):
    if type(value) is cls or isinstance(value, cls) and '_tpy_impl_' in type(value).__dict__:
        return value
    try:
        return cls._value2member_map_[value]
    except KeyError:
        pass
    except TypeError:
        for member in cls._member_map_.values():
            if _member_info(member)[1] == value:
                return member
    result = cls._missing_(value)
    if isinstance(result, cls):
        return result
    if result is None:
        raise ValueError('%r is not a valid %s' % (value, cls.__qualname__))
    raise TypeError('error in %s._missing_: returned %r instead of None or a valid member'
                    % (cls.__name__, result))


def _enum_init_subclass(cls, **kwds):
    if '_tpy_impl_' in cls.__dict__:
        return
    _setup_enum(cls)


def _enum_class_getitem(cls, name):
    return cls._member_map_[name]


def _enum_missing(cls, value):
    return None


def _generate_next_value(name, start, count, last_values):
    for last in reversed(last_values):
        try:
            return last + 1
        except TypeError:
            pass
    return start


def _enum_repr(self):
    name, value = _member_info(self)
    cls = _enum_class(self)
    return '<%s.%s: %r>' % (cls.__name__, name, value)


def _enum_class(self):
    cls = type(self)
    if '_tpy_impl_' in cls.__dict__:
        cls = cls.__mro__[1]
    return cls


def _enum_str(self):
    return '%s.%s' % (_enum_class(self).__name__, _member_info(self)[0])


def _enum_format(self, spec):
    return format(str(self), spec)


def _enum_hash(self):
    return hash(_member_info(self)[0])


def _enum_reduce_ex(self, proto):
    return _enum_class(self), (_member_info(self)[1],)


def _enum_dir(self):
    return ['__class__', '__doc__', '__module__', 'name', 'value']


_enum_ns = {
    '__doc__': 'Generic enumeration.',
    '__module__': 'enum',
    '__new__': _enum_new,
    '__init_subclass__': classmethod(_enum_init_subclass),
    '__class_getitem__': classmethod(_enum_class_getitem),
    '_missing_': classmethod(_enum_missing),
    '_generate_next_value_': staticmethod(_generate_next_value),
    '__repr__': _enum_repr,
    '__str__': _enum_str,
    '__format__': _enum_format,
    '__hash__': _enum_hash,
    '__reduce_ex__': _enum_reduce_ex,
    '__dir__': _enum_dir,
    'name': property(lambda self: _member_info(self)[0]),
    'value': property(lambda self: _member_info(self)[1]),
    '_member_names_': [],
    '_member_map_': {},
    '_value2member_map_': {},
}


def _make_enum_base():
    try:
        return EnumMeta('Enum', (), dict(_enum_ns))
    except TypeError:
        # tpy: instances of type subclasses cannot be created yet.
        return type('Enum', (), dict(_enum_ns))


Enum = _make_enum_base()


class ReprEnum(Enum):
    """Enum whose str() and format() are those of the mixed-in type."""


class IntEnum(int, ReprEnum):
    """Enum whose members are also ints."""

    __repr__ = _enum_repr

    def __str__(self):
        return repr(int(self))

    def __format__(self, spec):
        return format(int(self), spec)

    def __hash__(self):
        return hash(int(self))


class StrEnum(str, ReprEnum):
    """Enum whose members are also strs."""

    __repr__ = _enum_repr

    def __str__(self):
        return _member_info(self)[1]

    def __format__(self, spec):
        return format(_member_info(self)[1], spec)

    def __hash__(self):
        return hash(_member_info(self)[1])

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


def unique(enumeration):
    duplicates = []
    for name, member in enumeration.__members__.items():
        if name != member.name:
            duplicates.append((name, member.name))
    if duplicates:
        alias_details = ', '.join(['%s -> %s' % (alias, name) for (alias, name) in duplicates])
        raise ValueError('duplicate values found in <enum %r>: %s'
                         % (enumeration.__name__, alias_details))
    return enumeration

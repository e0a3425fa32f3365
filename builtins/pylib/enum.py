"""enum — enumerations (tpy's Python-source subset).

EnumType (alias EnumMeta) is the metaclass: it turns the plain attributes of a
new enum class into members and gives the class iteration, len(), `in`,
lookup by name (Color['RED']) and by value (Color(1)), and the functional API
(Enum('Color', 'RED GREEN')). Enum, ReprEnum, IntEnum, StrEnum, auto, unique;
Flag and IntFlag are not provided.
"""

import sys as _sys

__all__ = ['EnumType', 'EnumMeta', 'Enum', 'ReprEnum', 'IntEnum', 'StrEnum', 'auto', 'unique']

# Set once the classes exist; EnumType.__new__ checks them while it builds them.
Enum = ReprEnum = None

_auto_null = object()


class auto:
    """Placeholder for an automatically chosen member value."""

    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return 'auto(%r)' % (self.value,)


def _is_descriptor(obj):
    # tpy: functions, staticmethods and classmethods have no __get__
    # attribute, hence the isinstance test.
    return (isinstance(obj, (type(_is_descriptor), staticmethod, classmethod, property))
            or hasattr(obj, '__get__') or hasattr(obj, '__set__') or hasattr(obj, '__delete__'))


def _is_dunder(name):
    return len(name) > 4 and name[:2] == name[-2:] == '__' and name[2] != '_' and name[-3] != '_'


def _is_sunder(name):
    return len(name) > 2 and name[0] == name[-1] == '_' and name[1] != '_' and name[-2] != '_'


def _is_private(cls_name, name):
    pattern = '_%s__' % cls_name.lstrip('_')
    return len(name) > len(pattern) and name.startswith(pattern) and not name.endswith('__')


# tpy: instances of int, str, tuple... subclasses have no __dict__, so
# members of such enums keep _name_ and _value_ in this table (keyed by id;
# members live as long as their class). Enum classes with such a data type get
# _slot_getattr/_slot_setattr. Both go away once the core gives them a __dict__.
def _instances_take_attributes(base):
    try:
        type('_Probe', (base,), {})().x = 0
    except (AttributeError, TypeError):
        return False
    return True


_NO_DICT_TYPES = tuple(t for t in (int, str, tuple, bytes, frozenset, complex)
                       if not _instances_take_attributes(t))
_slot_table = {}


def _slot_getattr(self, name):
    try:
        return _slot_table[id(self)][name]
    except KeyError:
        raise AttributeError('%r object has no attribute %r' % (type(self).__name__, name)) from None


def _slot_setattr(self, name, value):
    try:
        object.__setattr__(self, name, value)
    except AttributeError:
        if hasattr(type(self), name):
            raise
        _slot_table.setdefault(id(self), {})[name] = value


# tpy: int, float and tuple keep __hash__ out of their type dict (hash()
# knows them), so Enum's would win over the data type's; this stands in for
# it, converting the member to the plain value first.
_HASH_MISSING = tuple(t for t in (int, float, tuple, complex) if '__hash__' not in t.__dict__)


def _plain_value_hash(member_type):
    def __hash__(self):
        return hash(member_type(self))
    return __hash__


class EnumType(type):
    """Metaclass for Enum."""

    def __new__(metacls, cls, bases, classdict, **kwds):
        member_type, first_enum = metacls._get_mixins_(cls, bases)
        ignore = classdict.get('_ignore_', [])
        if isinstance(ignore, str):
            ignore = ignore.replace(',', ' ').split()
        ignore = list(ignore) + ['_ignore_']
        for key in ignore:
            classdict.pop(key, None)
        members = []
        for key, value in list(classdict.items()):
            if (_is_dunder(key) or _is_sunder(key) or _is_private(cls, key)
                    or _is_descriptor(value)):
                continue
            members.append((key, value))
            del classdict[key]

        __new__, save_new, use_args = metacls._find_new_(classdict, member_type, first_enum)
        classdict['_new_member_'] = __new__
        classdict['_use_args_'] = use_args
        classdict['_member_names_'] = []
        classdict['_member_map_'] = {}
        classdict['_value2member_map_'] = {}
        classdict['_unhashable_values_'] = []
        classdict['_member_type_'] = member_type
        if _NO_DICT_TYPES and issubclass(member_type, _NO_DICT_TYPES):
            classdict.setdefault('__getattr__', _slot_getattr)
            classdict.setdefault('__setattr__', _slot_setattr)
        if member_type in _HASH_MISSING:
            classdict.setdefault('__hash__', _plain_value_hash(member_type))

        if ReprEnum is not None and ReprEnum in bases:
            if member_type is object:
                raise TypeError('ReprEnum subclasses must be mixed with a data type (i.e.'
                                ' int, str, float, etc.)')
            if '__format__' not in classdict:
                classdict['__format__'] = member_type.__format__
            if '__str__' not in classdict:
                method = member_type.__str__
                if method is object.__str__:
                    # A data type without __str__ has str() go to its __repr__.
                    method = member_type.__repr__
                classdict['__str__'] = method

        enum_class = super().__new__(metacls, cls, bases, classdict, **kwds)

        # The data type's repr() and friends would hide Enum's (it comes first
        # in the MRO); a method the enum class defines itself stays.
        if first_enum is not None:
            for name in ('__repr__', '__str__', '__format__', '__reduce_ex__'):
                if name in classdict:
                    continue
                enum_method = getattr(first_enum, name)
                found_method = getattr(enum_class, name)
                if (found_method is getattr(object, name, None)
                        or found_method is getattr(member_type, name, None)):
                    setattr(enum_class, name, enum_method)
        if Enum is not None:
            # Calling the class looks a value up; the member constructor is
            # kept for subclasses.
            if save_new:
                setattr(enum_class, '__new_member__', __new__)
            setattr(enum_class, '__new__', Enum.__new__)

        generate = classdict.get('_generate_next_value_')
        if generate is None:
            generate = getattr(first_enum, '_generate_next_value_', None)
        if isinstance(generate, staticmethod):
            generate = generate.__func__
        last_values = []
        for name, value in members:
            if isinstance(value, auto):
                if value.value is _auto_null:
                    value.value = generate(name, 1, len(last_values), last_values[:])
                value = value.value
            last_values.append(value)
            metacls._add_member_(enum_class, name, value)
        return enum_class

    def _add_member_(enum_class, member_name, value):
        args = value if isinstance(value, tuple) else (value,)
        if enum_class._member_type_ is tuple:
            args = (args,)
        if enum_class._use_args_:
            member = enum_class._new_member_(enum_class, *args)
        else:
            member = enum_class._new_member_(enum_class)
        if not hasattr(member, '_value_'):
            if enum_class._member_type_ is object:
                member._value_ = value
            else:
                try:
                    member._value_ = enum_class._member_type_(*args)
                except Exception as exc:
                    raise TypeError('_value_ not set in __new__, unable to create it') from exc
        value = member._value_
        member._name_ = member_name
        member.__objclass__ = enum_class
        member.__init__(*args)
        member._sort_order_ = len(enum_class._member_names_)
        # A member whose value another member already has is an alias of it.
        canonical = None
        try:
            canonical = enum_class._value2member_map_.get(value)
        except TypeError:
            for other in enum_class._member_map_.values():
                if other._value_ == value:
                    canonical = other
                    break
        if canonical is not None:
            _slot_table.pop(id(member), None)
            member = canonical
        else:
            enum_class._member_names_.append(member_name)
        setattr(enum_class, member_name, member)
        enum_class._member_map_[member_name] = member
        try:
            enum_class._value2member_map_.setdefault(value, member)
        except TypeError:
            enum_class._unhashable_values_.append(value)

    def __bool__(cls):
        return True

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None, start=1,
                 boundary=None):
        if names is None:
            return cls.__new__(cls, value)
        return cls._create_(value, names, module=module, qualname=qualname, type=type,
                            start=start)

    def __contains__(cls, member):
        if not isinstance(member, Enum):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'"
                            % (type(member).__qualname__, cls.__class__.__qualname__))
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError('%r cannot delete member %r.' % (cls.__name__, attr))
        super().__delattr__(attr)

    def __setattr__(cls, name, value):
        if name in cls.__dict__.get('_member_map_', {}):
            raise AttributeError('cannot reassign member %r' % (name,))
        super().__setattr__(name, value)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __len__(cls):
        return len(cls._member_names_)

    @property
    def __members__(cls):
        # tpy: no types.MappingProxyType; a copy keeps the map read-only.
        return dict(cls._member_map_)

    def __repr__(cls):
        return '<enum %r>' % (cls.__name__,)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1):
        metacls = cls.__class__
        bases = (cls,) if type is None else (type, cls)
        _, first_enum = cls._get_mixins_(class_name, bases)
        classdict = {}
        if isinstance(names, str):
            names = names.replace(',', ' ').split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original_names, names = names, []
            last_values = []
            generate = first_enum._generate_next_value_
            for count, name in enumerate(original_names):
                value = generate(name, start, count, last_values[:])
                last_values.append(value)
                names.append((name, value))
        for item in names:
            if isinstance(item, str):
                member_name, member_value = item, names[item]
            else:
                member_name, member_value = item
            classdict[member_name] = member_value
        if module is None:
            try:
                module = _sys._getframe(2).f_globals['__name__']
            except (AttributeError, ValueError, KeyError):
                module = '__main__'
        classdict['__module__'] = module
        if qualname is not None:
            classdict['__qualname__'] = qualname
        return metacls.__new__(metacls, class_name, bases, classdict)

    @classmethod
    def _get_mixins_(mcls, class_name, bases):
        if not bases:
            return object, Enum
        for chain in bases:
            for base in chain.__mro__:
                if isinstance(base, EnumType) and base._member_names_:
                    raise TypeError('<enum %r> cannot extend %r' % (class_name, base))
        first_enum = bases[-1]
        if not isinstance(first_enum, EnumType):
            raise TypeError('new enumerations should be created as '
                            '`EnumName([mixin_type, ...] [data_type,] enum_type)`')
        member_type = mcls._find_data_type_(class_name, bases) or object
        return member_type, first_enum

    @classmethod
    def _find_data_type_(mcls, class_name, bases):
        data_types = []
        for chain in bases:
            candidate = None
            for base in chain.__mro__:
                if base is object:
                    continue
                if isinstance(base, EnumType):
                    if base._member_type_ is not object:
                        data_types.append(base._member_type_)
                        break
                elif '__new__' in base.__dict__ or '__dataclass_fields__' in base.__dict__:
                    data_types.append(candidate or base)
                    break
                else:
                    candidate = candidate or base
        data_types = list(dict.fromkeys(data_types))
        if len(data_types) > 1:
            raise TypeError('too many data types for %r: %r' % (class_name, set(data_types)))
        return data_types[0] if data_types else None

    @classmethod
    def _find_new_(mcls, classdict, member_type, first_enum):
        __new__ = classdict.get('__new__')
        if isinstance(__new__, staticmethod):
            __new__ = __new__.__func__
        save_new = first_enum is not None and __new__ is not None
        if __new__ is None:
            for method in ('__new_member__', '__new__'):
                for possible in (member_type, first_enum):
                    target = getattr(possible, method, None)
                    if not (target is None or target is object.__new__
                            or (Enum is not None and target is Enum.__new__)):
                        __new__ = target
                        break
                if __new__ is not None:
                    break
            else:
                __new__ = object.__new__
        use_args = not (first_enum is None or __new__ is object.__new__
                        or (Enum is not None and __new__ is Enum.__new__))
        return __new__, save_new, use_args


EnumMeta = EnumType


class Enum(metaclass=EnumType):
    """Generic enumeration.

    Derive from this class to define new enumerations.
    """

    def __new__(cls, value):
        if type(value) is cls:
            return value
        try:
            return cls._value2member_map_[value]
        except KeyError:
            pass
        except TypeError:
            for member in cls._member_map_.values():
                if member._value_ == value:
                    return member
        try:
            exc = None
            result = cls._missing_(value)
        except Exception as e:
            exc = e
            result = None
        if isinstance(result, cls):
            return result
        ve_exc = ValueError('%r is not a valid %s' % (value, cls.__qualname__))
        if result is None and exc is None:
            raise ve_exc
        if exc is None:
            exc = TypeError('error in %s._missing_: returned %r instead of None or a valid member'
                            % (cls.__name__, result))
        if not isinstance(exc, ValueError):
            exc.__context__ = ve_exc
        raise exc

    def __init__(self, *args, **kwds):
        pass

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        for last in reversed(last_values):
            try:
                return last + 1
            except TypeError:
                pass
        return start

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        return '<%s.%s: %r>' % (self.__class__.__name__, self._name_, self._value_)

    def __str__(self):
        return '%s.%s' % (self.__class__.__name__, self._name_)

    def __format__(self, format_spec):
        return str.__format__(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __dir__(self):
        names = {'__class__', '__doc__', '__eq__', '__hash__', '__module__', 'name', 'value'}
        for cls in self.__class__.__mro__:
            for name, obj in cls.__dict__.items():
                if name[0] != '_' and name not in self._member_map_:
                    names.add(name)
        return sorted(names)

    @property
    def name(self):
        """The name of the Enum member."""
        return self._name_

    @property
    def value(self):
        """The value of the Enum member."""
        return self._value_


class ReprEnum(Enum):
    """Only changes the repr(), leaving str() and format() to the mixed-in type."""


class IntEnum(int, ReprEnum):
    """Enum where members are also (and must be) ints."""


class StrEnum(str, ReprEnum):
    """Enum where members are also (and must be) strings."""

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError('too many arguments for str(): %r' % (values,))
        if len(values) == 1:
            if not isinstance(values[0], str):
                raise TypeError('%r is not a string' % (values[0],))
        if len(values) >= 2:
            if not isinstance(values[1], str):
                raise TypeError('encoding must be a string, not %r' % (values[1],))
        if len(values) == 3:
            if not isinstance(values[2], str):
                raise TypeError('errors must be a string, not %r' % (values[2]))
        value = str(*values)
        member = str.__new__(cls, value)
        member._value_ = value
        return member

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


def unique(enumeration):
    """Class decorator that raises ValueError if two members share a value."""
    duplicates = []
    for name, member in enumeration.__members__.items():
        if name != member.name:
            duplicates.append((name, member.name))
    if duplicates:
        alias_details = ', '.join(['%s -> %s' % (alias, name) for (alias, name) in duplicates])
        raise ValueError('duplicate values found in %r: %s' % (enumeration, alias_details))
    return enumeration

"""typing — annotation names for scripts (tpy's Python-source subset).

Subscriptable placeholders: List[int], Optional[str], Callable[[int], str]
evaluate to alias objects with CPython-like reprs; nothing is checked. The
container names stand for their classes (typing.Sequence for
collections.abc.Sequence): isinstance, issubclass and subclassing go there.
"""

import collections as _collections
import collections.abc as _cabc
import sys as _sys
import types as _types

TYPE_CHECKING = False


def _type_repr(obj):
    if isinstance(obj, type):
        if obj.__module__ == 'builtins':
            return obj.__qualname__
        return '%s.%s' % (obj.__module__, obj.__qualname__)
    if obj is ...:
        return '...'
    if isinstance(obj, list):
        return '[%s]' % ', '.join(_type_repr(a) for a in obj)
    return repr(obj)


class _Final:
    __slots__ = ()


class _GenericAlias(_Final):
    """A subscripted form such as List[int]."""

    __slots__ = ('__origin__', '__args__', '_name')

    def __init__(self, origin, args, name):
        self.__origin__ = origin
        self.__args__ = args
        self._name = name

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        return _GenericAlias(self.__origin__, params, self._name)

    def __repr__(self):
        if self._name == 'Optional':
            a = self.__args__
            return 'typing.Optional[%s]' % _type_repr(a[1] if a[0] is type(None) else a[0])
        if self._name == 'Callable' and len(self.__args__) == 2:
            a, r = self.__args__
            return 'typing.Callable[%s, %s]' % (_type_repr(a), _type_repr(r))
        return 'typing.%s[%s]' % (self._name, ', '.join(_type_repr(a) for a in self.__args__))

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)

    def __eq__(self, other):
        if self.__origin__ is Union:
            # Unions compare as sets of their members, `int | None` included.
            if isinstance(other, _types.UnionType) or (isinstance(other, _GenericAlias) and other.__origin__ is Union):
                return set(self.__args__) == set(other.__args__)
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        if self.__origin__ is Union:
            return hash(frozenset(self.__args__))
        return hash((self.__origin__, self.__args__))

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __instancecheck__(self, obj):
        if self.__origin__ is Union:
            return isinstance(obj, self.__args__)
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    def __subclasscheck__(self, cls):
        if self.__origin__ is Union:
            return issubclass(cls, self.__args__)
        raise TypeError("Subscripted generics cannot be used with class and instance checks")


class _SpecialForm(_Final):
    """An unsubscripted name such as List or Union."""

    __slots__ = ('_name', '_origin', '_nparams')

    def __init__(self, name, origin=None, nparams=-1):
        self._name = name
        self._origin = origin
        self._nparams = nparams

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        name = self._name
        if name == 'Optional':
            if len(params) != 1:
                raise TypeError('Optional[t] requires a single type.')
            return Union[params[0], None]
        if name == 'Union':
            flat = []
            for p in params:
                if isinstance(p, _GenericAlias) and p.__origin__ is Union:
                    p_args = p.__args__
                else:
                    p_args = (type(None) if p is None else p,)
                for a in p_args:
                    if a not in flat:
                        flat.append(a)
            if len(flat) == 1:
                return flat[0]
            if len(flat) == 2 and type(None) in flat:
                return _GenericAlias(Union, tuple(flat), 'Optional')
            return _GenericAlias(Union, tuple(flat), 'Union')
        return _GenericAlias(self._origin if self._origin is not None else self, params, name)

    def __repr__(self):
        return 'typing.' + self._name

    def __call__(self, *args, **kwargs):
        if self._origin is None:
            raise TypeError('Cannot instantiate %r' % self)
        return self._origin(*args, **kwargs)

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __mro_entries__(self, bases):
        return (self._origin,)

    def __instancecheck__(self, obj):
        if self._origin is None:
            raise TypeError('%r cannot be used with isinstance()' % self)
        return isinstance(obj, self._origin)

    def __subclasscheck__(self, cls):
        if self._name == 'Any':
            return False
        if self._origin is None:
            raise TypeError('%r cannot be used with issubclass()' % self)
        return issubclass(cls, self._origin)


Any = _SpecialForm('Any')
NoReturn = _SpecialForm('NoReturn')
Never = _SpecialForm('Never')
Union = _SpecialForm('Union')
Optional = _SpecialForm('Optional')
ClassVar = _SpecialForm('ClassVar')
Final = _SpecialForm('Final')
Literal = _SpecialForm('Literal')
Annotated = _SpecialForm('Annotated')
TypeAlias = _SpecialForm('TypeAlias')
Self = _SpecialForm('Self')
LiteralString = _SpecialForm('LiteralString')

List = _SpecialForm('List', list)
Dict = _SpecialForm('Dict', dict)
Set = _SpecialForm('Set', set)
FrozenSet = _SpecialForm('FrozenSet', frozenset)
Tuple = _SpecialForm('Tuple', tuple)
Type = _SpecialForm('Type', type)
Deque = _SpecialForm('Deque', _collections.deque)
DefaultDict = _SpecialForm('DefaultDict', _collections.defaultdict)
OrderedDict = _SpecialForm('OrderedDict', _collections.OrderedDict)
Counter = _SpecialForm('Counter', _collections.Counter)
ChainMap = _SpecialForm('ChainMap', _collections.ChainMap)
Callable = _SpecialForm('Callable', _cabc.Callable)
Iterable = _SpecialForm('Iterable', _cabc.Iterable)
Iterator = _SpecialForm('Iterator', _cabc.Iterator)
Generator = _SpecialForm('Generator', _cabc.Generator)
Sequence = _SpecialForm('Sequence', _cabc.Sequence)
MutableSequence = _SpecialForm('MutableSequence', _cabc.MutableSequence)
Mapping = _SpecialForm('Mapping', _cabc.Mapping)
MutableMapping = _SpecialForm('MutableMapping', _cabc.MutableMapping)
AbstractSet = _SpecialForm('AbstractSet', _cabc.Set)
MutableSet = _SpecialForm('MutableSet', _cabc.MutableSet)
Collection = _SpecialForm('Collection', _cabc.Collection)
Container = _SpecialForm('Container', _cabc.Container)
Hashable = _SpecialForm('Hashable', _cabc.Hashable)
Sized = _SpecialForm('Sized', _cabc.Sized)
Reversible = _SpecialForm('Reversible', _cabc.Reversible)
KeysView = _SpecialForm('KeysView', _cabc.KeysView)
ValuesView = _SpecialForm('ValuesView', _cabc.ValuesView)
ItemsView = _SpecialForm('ItemsView', _cabc.ItemsView)
Awaitable = _SpecialForm('Awaitable', _cabc.Awaitable)
Coroutine = _SpecialForm('Coroutine', _cabc.Coroutine)
AsyncIterator = _SpecialForm('AsyncIterator', _cabc.AsyncIterator)
AsyncIterable = _SpecialForm('AsyncIterable', _cabc.AsyncIterable)
AsyncGenerator = _SpecialForm('AsyncGenerator', _cabc.AsyncGenerator)
ContextManager = _SpecialForm('ContextManager')
Pattern = _SpecialForm('Pattern')
Match = _SpecialForm('Match')
IO = _SpecialForm('IO')
TextIO = _SpecialForm('TextIO')
BinaryIO = _SpecialForm('BinaryIO')
SupportsInt = _SpecialForm('SupportsInt')
SupportsFloat = _SpecialForm('SupportsFloat')
SupportsAbs = _SpecialForm('SupportsAbs')
SupportsIndex = _SpecialForm('SupportsIndex')
Text = str


class TypeVar(_Final):
    """Type variable: T = TypeVar('T')."""

    __slots__ = ('__name__', '__constraints__', '__bound__', '__covariant__', '__contravariant__')

    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        self.__constraints__ = constraints
        self.__bound__ = bound
        self.__covariant__ = covariant
        self.__contravariant__ = contravariant

    def __repr__(self):
        if self.__covariant__:
            prefix = '+'
        elif self.__contravariant__:
            prefix = '-'
        else:
            prefix = '~'
        return prefix + self.__name__

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


AnyStr = TypeVar('AnyStr', bytes, str)


class ParamSpec(TypeVar):
    __slots__ = ()


class Generic:
    """Base for generic classes: class Stack(Generic[T])."""

    __slots__ = ()

    def __class_getitem__(cls, params):
        return cls


class Protocol(Generic):
    __slots__ = ()


def cast(typ, val):
    return val


def overload(func):
    return func


def final(f):
    return f


def no_type_check(arg):
    return arg


def runtime_checkable(cls):
    return cls


def _eval_hint(value, globalns, localns):
    # As CPython: None stands for NoneType, and a string (a forward
    # reference, or any annotation under `from __future__ import
    # annotations`) is evaluated where the annotated object was defined.
    if isinstance(value, str):
        value = eval(value, globalns, localns)
    return type(None) if value is None else value


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    hints = {}
    if isinstance(obj, type):
        for base in reversed(obj.__mro__):
            if globalns is None:
                mod = _sys.modules.get(base.__dict__.get('__module__'))
                base_globals = getattr(mod, '__dict__', {})
            else:
                base_globals = globalns
            base_locals = dict(vars(base)) if localns is None else localns
            for name, value in base.__dict__.get('__annotations__', {}).items():
                hints[name] = _eval_hint(value, base_globals, base_locals)
        return hints
    if globalns is None:
        globalns = getattr(obj, '__globals__', {})
    if localns is None:
        localns = globalns
    return {name: _eval_hint(value, globalns, localns)
            for name, value in getattr(obj, '__annotations__', {}).items()}


def get_origin(tp):
    if isinstance(tp, _types.UnionType):
        return _types.UnionType
    return getattr(tp, '__origin__', None) if isinstance(tp, _GenericAlias) else None


def get_args(tp):
    if isinstance(tp, (_GenericAlias, _types.UnionType)):
        return tuple(tp.__args__)
    return ()


def assert_never(arg):
    raise AssertionError('Expected code to be unreachable, but got: %r' % (arg,))


def reveal_type(obj):
    return obj


class NewType:
    """NewType('UserId', int): a callable that returns its argument."""

    def __init__(self, name, tp):
        self.__qualname__ = name
        self.__name__ = name
        self.__supertype__ = tp

    def __call__(self, x):
        return x

    def __repr__(self):
        return '__main__.%s' % self.__name__


_NT_PROHIBITED = frozenset({'__new__', '__init__', '__slots__', '__getnewargs__', '_fields',
                            '_field_defaults', '_make', '_replace', '_asdict', '_source'})
_NT_SPECIAL = frozenset({'__module__', '__name__', '__annotations__'})


def _make_nmtuple(name, types, module, defaults=()):
    types = dict(types)
    nm_tpl = _collections.namedtuple(name, list(types), defaults=defaults, module=module)
    nm_tpl.__annotations__ = nm_tpl.__new__.__annotations__ = types
    return nm_tpl


class NamedTupleMeta(type):
    """Metaclass of NamedTuple: a class statement deriving from NamedTuple
    makes a namedtuple from the class annotations (and calling NamedTuple,
    the functional form, makes one from a list of fields)."""

    def __new__(cls, typename, bases, ns):
        for base in bases:
            if base is not NamedTuple and base is not Generic:
                raise TypeError('can only inherit from a NamedTuple type and Generic')
        types = ns.get('__annotations__', {})
        default_names = []
        for field_name in types:
            if field_name in ns:
                default_names.append(field_name)
            elif default_names:
                raise TypeError('Non-default namedtuple field %s cannot follow default field%s %s'
                                % (field_name, 's' if len(default_names) > 1 else '',
                                   ', '.join(default_names)))
        nm_tpl = _make_nmtuple(typename, types.items(), defaults=[ns[n] for n in default_names],
                               module=ns['__module__'])
        for key in ns:
            if key in _NT_PROHIBITED:
                raise AttributeError('Cannot overwrite NamedTuple attribute ' + key)
            elif key not in _NT_SPECIAL and key not in nm_tpl._fields:
                setattr(nm_tpl, key, ns[key])
        return nm_tpl

    def __call__(cls, typename, fields=None, /, **kwargs):
        if fields is None:
            fields = kwargs.items()
        elif kwargs:
            raise TypeError('Either list of fields or keywords can be provided to NamedTuple, '
                            'not both')
        return _make_nmtuple(typename, fields, module=_caller_module())


# tpy: no __mro_entries__, so NamedTuple is the base class itself rather than
# a function; deriving from it or calling it gives a plain namedtuple class.
NamedTuple = type.__new__(NamedTupleMeta, 'NamedTuple', (), {'__module__': 'typing'})


def _caller_module():
    try:
        import sys
        return sys._getframe(2).f_globals.get('__name__', '__main__')
    except (AttributeError, ValueError, ImportError):
        return '__main__'


class TypedDict(dict):
    """TypedDict bases and TypedDict('Name', {...}) both make plain dicts."""

    def __init_subclass__(cls, total=True, **kwargs):
        pass

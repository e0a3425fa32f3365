"""dataclasses — generated __init__/__repr__/__eq__ for annotated classes
(tpy's Python-source subset).

dataclass (init, repr, eq, order, frozen, unsafe_hash, kw_only), field,
fields, asdict, astuple, replace, is_dataclass, make_dataclass. Fields come
from the class's __annotations__; generated methods are compiled with exec.
"""

__all__ = ['dataclass', 'field', 'Field', 'FrozenInstanceError', 'InitVar',
           'KW_ONLY', 'MISSING', 'fields', 'asdict', 'astuple', 'make_dataclass',
           'replace', 'is_dataclass']


class FrozenInstanceError(AttributeError):
    pass


class _MissingType:
    def __repr__(self):
        return 'MISSING'


MISSING = _MissingType()


class _KwOnlyType:
    pass


KW_ONLY = _KwOnlyType()


class InitVar:
    __slots__ = ('type',)

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        if isinstance(self.type, type):
            return 'dataclasses.InitVar[%s]' % (self.type.__name__,)
        return 'dataclasses.InitVar[%r]' % (self.type,)

    def __class_getitem__(cls, type):
        return InitVar(type)


_FIELD = 'field'
_FIELD_CLASSVAR = 'classvar'
_FIELD_INITVAR = 'initvar'

_FIELDS = '__dataclass_fields__'
_PARAMS = '__dataclass_params__'


class Field:
    __slots__ = ('name', 'type', 'default', 'default_factory', 'repr', 'hash',
                 'init', 'compare', 'metadata', 'kw_only', '_field_type')

    def __init__(self, default, default_factory, init, repr, hash, compare, metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = {} if metadata is None else metadata
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        return ('Field(name=%r,type=%r,default=%r,default_factory=%r,init=%r,repr=%r,'
                'hash=%r,compare=%r,metadata=%r,kw_only=%r,_field_type=%s)'
                % (self.name, self.type, self.default, self.default_factory, self.init,
                   self.repr, self.hash, self.compare, self.metadata, self.kw_only,
                   self._field_type))


class _DataclassParams:
    __slots__ = ('init', 'repr', 'eq', 'order', 'unsafe_hash', 'frozen')

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,
          hash=None, compare=True, metadata=None, kw_only=MISSING):
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


def _is_classvar(tp):
    if isinstance(tp, str):
        return tp.startswith('ClassVar') or tp.startswith('typing.ClassVar')
    name = getattr(tp, '_name', None)
    return name == 'ClassVar' and type(tp).__module__ == 'typing'


def _get_field(cls, name, tp, default_kw_only):
    default = cls.__dict__.get(name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        f = field(default=default)
    f.name = name
    f.type = tp
    f._field_type = _FIELD
    if _is_classvar(tp):
        f._field_type = _FIELD_CLASSVAR
    elif isinstance(tp, InitVar) or tp is InitVar or (isinstance(tp, str) and tp.startswith('InitVar')):
        f._field_type = _FIELD_INITVAR
    if f._field_type != _FIELD and f.default_factory is not MISSING:
        raise TypeError('field %s cannot have a default factory' % name)
    if f._field_type in (_FIELD, _FIELD_INITVAR) and f.kw_only is MISSING:
        f.kw_only = default_kw_only
    if f._field_type == _FIELD and type(f.default) in (list, dict, set):
        raise ValueError('mutable default %s for field %s is not allowed: use default_factory'
                         % (type(f.default), name))
    return f


def _compile(name, src, ns):
    exec(src, ns)
    return ns[name]


def _set_qualname(cls, fn):
    fn.__qualname__ = '%s.%s' % (cls.__qualname__, fn.__name__)
    return fn


def _set_new_attribute(cls, name, value):
    if name in cls.__dict__:
        return True
    if callable(value) and hasattr(value, '__qualname__'):
        _set_qualname(cls, value)
    setattr(cls, name, value)
    return False


def _init_fn(cls, fields, std_fields, kw_only_fields, frozen, has_post_init, globals):
    seen_default = False
    for f in std_fields:
        if f.init:
            if not (f.default is MISSING and f.default_factory is MISSING):
                seen_default = True
            elif seen_default:
                raise TypeError('non-default argument %r follows default argument' % f.name)
    ns = {'MISSING': MISSING, '__dataclass_builtins_object__': object,
          '_HAS_DEFAULT_FACTORY': _HAS_DEFAULT_FACTORY}

    def param(f):
        if f.default is MISSING and f.default_factory is MISSING:
            return f.name
        if f.default_factory is not MISSING:
            return '%s=_HAS_DEFAULT_FACTORY' % f.name
        ns['_dflt_' + f.name] = f.default
        return '%s=_dflt_%s' % (f.name, f.name)

    params = ['self'] + [param(f) for f in std_fields]
    if kw_only_fields:
        params.append('*')
        params.extend(param(f) for f in kw_only_fields)
    body = []
    for f in fields:
        if f._field_type != _FIELD:
            continue
        if f.default_factory is not MISSING:
            ns['_factory_' + f.name] = f.default_factory
            if f.init:
                value = '_factory_%s() if %s is _HAS_DEFAULT_FACTORY else %s' % (f.name, f.name, f.name)
            else:
                value = '_factory_%s()' % f.name
        elif f.init:
            value = f.name
        elif f.default is not MISSING:
            ns['_dflt_' + f.name] = f.default
            value = '_dflt_' + f.name
        else:
            continue
        if frozen:
            body.append('  __dataclass_builtins_object__.__setattr__(self, %r, %s)' % (f.name, value))
        else:
            body.append('  self.%s = %s' % (f.name, value))
    if has_post_init:
        initvars = [f.name for f in fields if f._field_type == _FIELD_INITVAR]
        body.append('  self.__post_init__(%s)' % ', '.join(initvars))
    if not body:
        body = ['  pass']
    src = 'def __init__(%s):\n%s\n' % (', '.join(params), '\n'.join(body))
    return _compile('__init__', src, ns)


class _HasDefaultFactory:
    def __repr__(self):
        return '<factory>'


_HAS_DEFAULT_FACTORY = _HasDefaultFactory()


def _repr_fn(fields):
    names = [f.name for f in fields]

    def __repr__(self):
        key = id(self)
        if key in _repr_running:
            return '...'
        _repr_running.add(key)
        try:
            return '%s(%s)' % (self.__class__.__qualname__,
                               ', '.join(['%s=%r' % (n, getattr(self, n)) for n in names]))
        finally:
            _repr_running.discard(key)
    return __repr__


_repr_running = set()


def _tuple_getter(fields):
    names = [f.name for f in fields]

    def get(self):
        return tuple([getattr(self, n) for n in names])
    return get


def _cmp_fn(name, op, astuple):
    def cmp(self, other):
        if other.__class__ is self.__class__:
            return op(astuple(self), astuple(other))
        return NotImplemented
    cmp.__name__ = name
    return cmp


def _frozen_setattr(cls, field_names):
    def __setattr__(self, name, value):
        if type(self) is cls or name in field_names:
            raise FrozenInstanceError("cannot assign to field %r" % (name,))
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in field_names:
            raise FrozenInstanceError("cannot delete field %r" % (name,))
        object.__delattr__(self, name)
    return __setattr__, __delattr__


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots):
    fields = {}
    for b in cls.__mro__[-1:0:-1]:
        base_fields = b.__dict__.get(_FIELDS)
        if base_fields is not None:
            for f in base_fields.values():
                fields[f.name] = f
    ann = cls.__dict__.get('__annotations__', {})
    cls_fields = []
    kw_only_now = kw_only
    for name, tp in ann.items():
        if tp is KW_ONLY or tp == 'KW_ONLY' or tp == 'dataclasses.KW_ONLY':
            kw_only_now = True
            continue
        cls_fields.append(_get_field(cls, name, tp, kw_only_now))
    for f in cls_fields:
        fields[f.name] = f
        if isinstance(cls.__dict__.get(f.name), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)
    for name, value in cls.__dict__.items():
        if isinstance(value, Field) and name not in ann:
            raise TypeError('%r is a field but has no type annotation' % (name,))
    setattr(cls, _FIELDS, fields)
    setattr(cls, _PARAMS, _DataclassParams(init, repr, eq, order, unsafe_hash, frozen))

    all_fields = list(fields.values())
    field_list = [f for f in all_fields if f._field_type == _FIELD]
    init_fields = [f for f in all_fields if f._field_type in (_FIELD, _FIELD_INITVAR) and f.init]
    std = [f for f in init_fields if not f.kw_only]
    kwo = [f for f in init_fields if f.kw_only]
    if init:
        has_post_init = hasattr(cls, '__post_init__')
        _set_new_attribute(cls, '__init__',
                           _init_fn(cls, all_fields, std, kwo, frozen, has_post_init, None))
    if repr:
        _set_new_attribute(cls, '__repr__', _repr_fn([f for f in field_list if f.repr]))
    cmp_fields = [f for f in field_list if f.compare]
    astuple_cmp = _tuple_getter(cmp_fields)
    if eq:
        def __eq__(self, other):
            if other.__class__ is self.__class__:
                return astuple_cmp(self) == astuple_cmp(other)
            return NotImplemented
        _set_new_attribute(cls, '__eq__', __eq__)
    if order:
        if not eq:
            raise ValueError('eq must be true if order is true')
        for name, op in (('__lt__', _lt), ('__le__', _le), ('__gt__', _gt), ('__ge__', _ge)):
            if _set_new_attribute(cls, name, _cmp_fn(name, op, astuple_cmp)):
                raise TypeError('Cannot overwrite attribute %s in class %s. Consider using '
                                'functools.total_ordering' % (name, cls.__name__))
    if frozen:
        setattr_fn, delattr_fn = _frozen_setattr(cls, {f.name for f in field_list})
        for name, fn in (('__setattr__', setattr_fn), ('__delattr__', delattr_fn)):
            if _set_new_attribute(cls, name, fn):
                raise TypeError('Cannot overwrite attribute %s in class %s' % (name, cls.__name__))
    has_explicit_hash = '__hash__' in cls.__dict__ and not (
        cls.__dict__['__hash__'] is None and '__eq__' in cls.__dict__ and eq)
    hash_fields = [f for f in field_list if (f.compare if f.hash is None else f.hash)]
    if unsafe_hash or (eq and frozen):
        if has_explicit_hash and unsafe_hash:
            raise TypeError('Cannot overwrite attribute __hash__ in class %s' % cls.__name__)
        if not has_explicit_hash or unsafe_hash:
            get = _tuple_getter(hash_fields)
            cls.__hash__ = _set_qualname(cls, _named(lambda self: hash(get(self)), '__hash__'))
    elif eq and not has_explicit_hash:
        cls.__hash__ = None
    if not getattr(cls, '__doc__', None):
        cls.__doc__ = cls.__name__ + '(...)'
    if match_args:
        _set_new_attribute(cls, '__match_args__', tuple(f.name for f in std))
    return cls


def _named(fn, name):
    fn.__name__ = name
    return fn


def _lt(a, b): return a < b
def _le(a, b): return a <= b
def _gt(a, b): return a > b
def _ge(a, b): return a >= b


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False,
              unsafe_hash=False, frozen=False, match_args=True, kw_only=False, slots=False,
              weakref_slot=False):
    def wrap(cls):
        return _process_class(cls, init, repr, eq, order, unsafe_hash, frozen,
                              match_args, kw_only, slots)
    if cls is None:
        return wrap
    return wrap(cls)


def fields(class_or_instance):
    try:
        fs = getattr(class_or_instance, _FIELDS)
    except AttributeError:
        raise TypeError('must be called with a dataclass type or instance') from None
    return tuple(f for f in fs.values() if f._field_type == _FIELD)


def is_dataclass(obj):
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, _FIELDS)


def _is_dataclass_instance(obj):
    return hasattr(type(obj), _FIELDS)


def asdict(obj, *, dict_factory=dict):
    if not _is_dataclass_instance(obj):
        raise TypeError('asdict() should be called on dataclass instances')
    return _asdict_inner(obj, dict_factory)


def _asdict_inner(obj, dict_factory):
    if _is_dataclass_instance(obj):
        return dict_factory([(f.name, _asdict_inner(getattr(obj, f.name), dict_factory))
                             for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_asdict_inner(v, dict_factory) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_asdict_inner(k, dict_factory), _asdict_inner(v, dict_factory))
                         for k, v in obj.items())
    import copy
    return copy.deepcopy(obj)


def astuple(obj, *, tuple_factory=tuple):
    if not _is_dataclass_instance(obj):
        raise TypeError('astuple() should be called on dataclass instances')
    return _astuple_inner(obj, tuple_factory)


def _astuple_inner(obj, tuple_factory):
    if _is_dataclass_instance(obj):
        return tuple_factory([_astuple_inner(getattr(obj, f.name), tuple_factory)
                              for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_astuple_inner(v, tuple_factory) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory))
                         for k, v in obj.items())
    import copy
    return copy.deepcopy(obj)


def replace(obj, /, **changes):
    if not _is_dataclass_instance(obj):
        raise TypeError('replace() should be called on dataclass instances')
    for f in getattr(obj, _FIELDS).values():
        if f._field_type == _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError('field %s is declared with init=False, it cannot be '
                                 'specified with replace()' % f.name)
            continue
        if f.name not in changes:
            if f._field_type == _FIELD_INITVAR and f.default is MISSING:
                raise ValueError("InitVar %r must be specified with replace()" % f.name)
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True, repr=True,
                   eq=True, order=False, unsafe_hash=False, frozen=False,
                   match_args=True, kw_only=False, slots=False, weakref_slot=False,
                   module=None):
    ns = dict(namespace) if namespace else {}
    annotations = {}
    for item in fields:
        if isinstance(item, str):
            name, tp = item, 'typing.Any'
        elif len(item) == 2:
            name, tp = item
        else:
            name, tp, spec = item
            ns[name] = spec
        if name in annotations:
            raise TypeError('Field name duplicated: %r' % (name,))
        annotations[name] = tp
    ns['__annotations__'] = annotations
    ns['__module__'] = module if module is not None else '__main__'
    cls = type(cls_name, tuple(bases), ns)
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash,
                     frozen=frozen, match_args=match_args, kw_only=kw_only)

"""abc — abstract base classes (tpy's Python-source version).

ABCMeta records a class's abstract methods in __abstractmethods__ (object
creation refuses a class whose set is not empty), lets any class be
registered as a virtual subclass, and answers isinstance/issubclass from
the class's own __subclasshook__, its MRO, its registry and the registries
of its ABC subclasses, with a cache per class that registrations invalidate.
The only native part is `_abc` (a registered sequence or mapping becomes one
to `match` patterns).
"""

import _abc

__all__ = ['ABCMeta', 'ABC', 'abstractmethod', 'abstractclassmethod', 'abstractstaticmethod',
           'abstractproperty', 'get_cache_token', 'update_abstractmethods']


def abstractmethod(funcobj):
    """Marks a method abstract: a class of ABCMeta that keeps it cannot be
    instantiated. Put it innermost when combined with other decorators."""
    funcobj.__isabstractmethod__ = True
    return funcobj


class abstractclassmethod(classmethod):
    """Deprecated: use @classmethod over @abstractmethod."""
    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True
        super().__init__(callable)


class abstractstaticmethod(staticmethod):
    """Deprecated: use @staticmethod over @abstractmethod."""
    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True
        super().__init__(callable)


class abstractproperty(property):
    """Deprecated: use @property over @abstractmethod."""
    __isabstractmethod__ = True


def _is_abstract(value):
    return bool(getattr(value, '__isabstractmethod__', False))


# Moves on every registration: negative cache entries older than it are stale.
_invalidation_counter = 0


def get_cache_token():
    """A token that changes whenever any ABC's registry changes."""
    return _invalidation_counter


def _abstract_names(cls, own):
    names = {name for name, value in own.items() if _is_abstract(value)}
    for base in cls.__bases__:
        for name in getattr(base, '__abstractmethods__', ()):
            if _is_abstract(getattr(cls, name, None)):
                names.add(name)
    return frozenset(names)


class ABCMeta(type):
    """Metaclass of abstract base classes."""

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        cls.__abstractmethods__ = _abstract_names(cls, namespace)
        cls._abc_registry = []
        cls._abc_subclasses = []
        cls._abc_cache = set()
        cls._abc_negative_cache = set()
        cls._abc_negative_cache_version = _invalidation_counter
        for base in bases:
            if isinstance(base, ABCMeta):
                base._abc_subclasses.append(cls)
        return cls

    def register(cls, subclass):
        """Makes `subclass` a virtual subclass of this ABC; returns it, so
        this works as a class decorator."""
        global _invalidation_counter
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_registry.append(subclass)
        _invalidation_counter += 1
        kind = getattr(cls, '_abc_collection', None)
        if kind is not None:
            _abc._set_collection(subclass, kind)
        return subclass

    def __instancecheck__(cls, instance):
        subclass = instance.__class__
        if subclass in cls._abc_cache:
            return True
        subtype = type(instance)
        if subtype is subclass:
            if (cls._abc_negative_cache_version == _invalidation_counter and
                    subclass in cls._abc_negative_cache):
                return False
            return cls.__subclasscheck__(subclass)
        return any(cls.__subclasscheck__(c) for c in (subclass, subtype))

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError('issubclass() arg 1 must be a class')
        if subclass in cls._abc_cache:
            return True
        if cls._abc_negative_cache_version < _invalidation_counter:
            cls._abc_negative_cache = set()
            cls._abc_negative_cache_version = _invalidation_counter
        elif subclass in cls._abc_negative_cache:
            return False
        hook = getattr(cls, '__subclasshook__', None)
        ok = hook(subclass) if hook is not None else NotImplemented
        if ok is not NotImplemented:
            if not isinstance(ok, bool):
                raise AssertionError("__subclasshook__ must return either False, True, or NotImplemented")
            (cls._abc_cache if ok else cls._abc_negative_cache).add(subclass)
            return ok
        if cls in subclass.__mro__:
            cls._abc_cache.add(subclass)
            return True
        for rcls in cls._abc_registry:
            if issubclass(subclass, rcls):
                cls._abc_cache.add(subclass)
                return True
        for scls in cls._abc_subclasses:
            if issubclass(subclass, scls):
                cls._abc_cache.add(subclass)
                return True
        cls._abc_negative_cache.add(subclass)
        return False

    def _dump_registry(cls, file=None):
        print(f"Class: {cls.__module__}.{cls.__qualname__}", file=file)
        print(f"Inv. counter: {get_cache_token()}", file=file)
        print(f"_abc_registry: {cls._abc_registry!r}", file=file)
        print(f"_abc_cache: {cls._abc_cache!r}", file=file)
        print(f"_abc_negative_cache: {cls._abc_negative_cache!r}", file=file)
        print(f"_abc_negative_cache_version: {cls._abc_negative_cache_version!r}", file=file)

    def _abc_registry_clear(cls):
        cls._abc_registry = []

    def _abc_caches_clear(cls):
        cls._abc_cache = set()
        cls._abc_negative_cache = set()


def update_abstractmethods(cls):
    """Recomputes an ABC's abstract methods after it was changed (methods
    added after the class was made); returns the class."""
    if not hasattr(cls, '__abstractmethods__'):
        return cls
    cls.__abstractmethods__ = _abstract_names(cls, cls.__dict__)
    return cls


class ABC(metaclass=ABCMeta):
    """A helper class: subclass it to make an abstract base class."""
    __slots__ = ()

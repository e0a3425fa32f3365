"""numba.typed.typeddict — numba.typed.Dict (tpy's Numba API).

A dict subclass whose keys have one Numba type and values another, given
by Dict.empty(key_type, value_type), by the first item that goes in, or by
dcttype=. str() prints keys and values by their str ({a: 1.0}), repr() the
type too: DictType[unicode_type,float64]<iv=None>({a: 1.0}).
"""

from numba.core import types as _types
from numba.core.typing.typeof import typeof as _typeof
from numba.typed.typedobjectutils import cast as _cast

__all__ = ['Dict']


class Dict(dict):
    """A typed dict (Numba's numba.typed.Dict)."""

    def __init__(self, *args, dcttype=None, n_keys=0, **kwargs):
        dict.__init__(self)
        if len(args) == 1 and isinstance(args[0], Dict) and not kwargs and dcttype is None:
            dcttype = args[0]._numba_type_ if args[0]._key_type is not None else None
        self._kt = dcttype.key_type if dcttype is not None else None
        self._vt = dcttype.value_type if dcttype is not None else None
        if args or kwargs:
            self.update(*args, **kwargs)

    @classmethod
    def empty(cls, key_type, value_type, n_keys=0):
        """An empty typed dict of key_type to value_type."""
        return cls(dcttype=_types.DictType(key_type, value_type))

    def _types(self):
        # Items put in by compiled code come without types: the first one's.
        if self._kt is None and len(self):
            k = next(iter(self))
            self._kt, self._vt = _typeof(k), _typeof(dict.get(self, k))
        return self._kt, self._vt

    @property
    def _key_type(self):
        return self._types()[0]

    @property
    def _value_type(self):
        return self._types()[1]

    @property
    def _numba_type_(self):
        if self._key_type is None:
            raise ValueError("Cannot type an empty typed.Dict whose key and value types are unknown")
        return _types.DictType(self._key_type, self._value_type)

    def _typed(self, key, value):
        kt, vt = _typeof(key), _typeof(value)
        if self._key_type is None:
            self._kt, self._vt = kt, vt
            return key, value
        return _cast(key, kt, self._key_type), _cast(value, vt, self._value_type)

    def __setitem__(self, key, value):
        key, value = self._typed(key, value)
        dict.update(self, ((key, value),))   # tpy's dict has no __setitem__ attribute to call

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return dict.get(self, key)

    def update(self, *args, **kwargs):
        for k, v in dict(*args, **kwargs).items():
            self[k] = v

    def copy(self):
        d = Dict()
        d._kt, d._vt = self._types()
        d.update(self)
        return d

    def __str__(self):
        return "{" + ", ".join("%s: %s" % (k, v) for k, v in self.items()) + "}"

    def __repr__(self):
        if self._key_type is None:
            return "DictType[undefined,undefined]<iv=None>({})"
        return "%s(%s)" % (self._numba_type_, str(self))


Dict.__module__ = 'numba.typed.typeddict'

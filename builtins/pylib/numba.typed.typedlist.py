"""numba.typed.typedlist — numba.typed.List (tpy's Numba API).

A list subclass whose items all have one Numba type, given by
List.empty_list(item_type), by the first item that goes in, or by lsttype=.
str() prints the items' str ([1, 2.5, a]), repr() the type too:
ListType[int64]([1, 2]).
"""

from numba.core import types as _types
from numba.core.typing.typeof import typeof as _typeof
from numba.typed.typedobjectutils import cast as _cast

__all__ = ['List']


class List(list):
    """A typed list (Numba's numba.typed.List)."""

    def __init__(self, *args, lsttype=None, allocated=None):
        list.__init__(self)
        if len(args) > 1:
            raise TypeError("List() expected at most 1 argument, got %d" % len(args))
        self._ty = lsttype.item_type if lsttype is not None else None
        if args:
            self.extend(args[0])

    @classmethod
    def empty_list(cls, item_type, allocated=None):
        """An empty typed list of item_type."""
        return cls(lsttype=_types.ListType(item_type))

    @property
    def _item_type(self):
        # Items put in by compiled code come without a type: the first one's.
        if self._ty is None and len(self):
            self._ty = _typeof(self[0])
        return self._ty

    @property
    def _dtype(self):
        return self._item_type

    @property
    def _numba_type_(self):
        if self._item_type is None:
            raise ValueError("Cannot type an empty typed.List whose item type is unknown")
        return _types.ListType(self._item_type)

    def _typed(self, item):
        have = _typeof(item)
        if self._item_type is None:
            self._ty = have
            return item
        return _cast(item, have, self._item_type)

    def append(self, item):
        list.append(self, self._typed(item))

    def extend(self, iterable):
        for item in list(iterable):
            self.append(item)

    def insert(self, i, item):
        list.insert(self, i, self._typed(item))

    def __setitem__(self, i, item):
        if isinstance(i, slice):
            list.__setitem__(self, i, [self._typed(x) for x in item])
        else:
            list.__setitem__(self, i, self._typed(item))

    def __iadd__(self, other):
        self.extend(other)
        return self

    def copy(self):
        return List(self, lsttype=self._numba_type_) if self._item_type is not None else List()

    def __str__(self):
        return "[" + ", ".join(str(x) for x in self) + "]"

    def __repr__(self):
        name = self._item_type if self._item_type is not None else "undefined"
        return "ListType[%s](%s)" % (name, str(self))


List.__module__ = 'numba.typed.typedlist'

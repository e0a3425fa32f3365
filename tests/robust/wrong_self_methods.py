# Every method of the built-in and NumPy types, called through its class
# with a value of another type as self and a few argument shapes: a
# TypeError (or another exception), never a crash. CPython's message for
# a method descriptor applied to the wrong type is checked at the end.
import collections
import io
import numpy as np

rng = np.random.default_rng(0)
types_ = [int, float, complex, str, bytes, bytearray, list, tuple, dict, set, frozenset, range, slice, property,
          staticmethod, classmethod, type, object, memoryview, BaseException, ValueError, type({}.keys()),
          type({}.values()), type({}.items()), type(iter([])), type(iter(range(1))), type(x for x in ()),
          enumerate, zip, map, filter, reversed, super, np.ndarray, np.float64, np.int64, np.bool_,
          np.complex128, np.float32, np.dtype, type(rng), np.random.RandomState, type(np.add),
          collections.deque, collections.OrderedDict, collections.Counter, io.StringIO]
wrong = [5, "s", None, [1], 2.5, (1,), {1: 2}, b"b", object(), np.arange(2)]
skip = ("__new__", "__init_subclass__", "__subclasshook__", "__class_getitem__", "__call__")
for T in types_:
    for name in sorted(dir(T)):
        try:
            m = getattr(T, name)
        except Exception:
            continue
        if not callable(m) or name in skip or isinstance(m, type):
            continue
        for w in wrong:
            if isinstance(w, T):
                continue
            for args in ((), (1,), ("x", 2)):
                try:
                    m(w, *args)
                except BaseException:
                    pass
print(len(types_), "types survived")
for f in (lambda: bytearray.append(5, 1), lambda: bytes.upper(bytearray(b"x")), lambda: list.append((), 1),
          lambda: str.upper(5), lambda: dict.get([], 1)):
    try:
        f()
    except TypeError as e:
        print(e)
# expect: 47 types survived
# expect: descriptor 'append' for 'bytearray' objects doesn't apply to a 'int' object
# expect: descriptor 'upper' for 'bytes' objects doesn't apply to a 'bytearray' object
# expect: descriptor 'append' for 'list' objects doesn't apply to a 'tuple' object
# expect: descriptor 'upper' for 'str' objects doesn't apply to a 'int' object
# expect: descriptor 'get' for 'dict' objects doesn't apply to a 'list' object

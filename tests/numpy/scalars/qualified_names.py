# Messages name NumPy's classes as CPython does, by their C name with the
# module ('numpy.float64'); type(x).__name__ stays the bare name.
import numpy as np


def show(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ":", e)


values = [np.arange(3), np.float64(1.5), np.int64(2), np.bool_(True), np.float32(1), np.int8(1),
          np.complex128(1 + 2j), np.str_("a"), np.add, np.arange(2).flat, np.arange(2).flags]
for v in values:
    print(repr(type(v)), type(v).__name__, type(v).__qualname__, type(v).__module__)
    show(lambda: v.foo)
    show(lambda: v())
    show(lambda: setattr(v, "foo", 1))
for v in values[1:7]:
    show(lambda: len(v))
    show(lambda: iter(v))
    show(lambda: "s" + v)
    show(lambda: [1, 2][v] if not isinstance(v, (np.integer, np.bool_)) else None)
show(lambda: hash(np.arange(2)))
show(lambda: {np.arange(2)})
show(lambda: len(np.add))
show(lambda: np.float64.foo)
show(lambda: np.random.RandomState(0).foo)
show(lambda: np.random.default_rng(0).foo)
show(lambda: np.generic.foo)
show(lambda: {}[np.arange(2)])
show(lambda: float(np.arange(2)))
show(lambda: int("1", base=np.float64(2)))
show(lambda: np.float64(2) @ np.float64(1))

# expect: <class 'numpy.ndarray'> ndarray ndarray numpy
# expect: AttributeError: 'numpy.ndarray' object has no attribute 'foo'
# expect: TypeError: 'numpy.ndarray' object is not callable
# expect: AttributeError: 'numpy.ndarray' object has no attribute 'foo'
# expect: <class 'numpy.float64'> float64 float64 numpy
# expect: AttributeError: 'numpy.float64' object has no attribute 'foo'
# expect: TypeError: 'numpy.float64' object is not callable
# expect: AttributeError: 'numpy.float64' object has no attribute 'foo'
# expect: <class 'numpy.int64'> int64 int64 numpy
# expect: AttributeError: 'numpy.int64' object has no attribute 'foo'
# expect: TypeError: 'numpy.int64' object is not callable
# expect: AttributeError: 'numpy.int64' object has no attribute 'foo'
# expect: <class 'numpy.bool_'> bool_ bool_ numpy
# expect: AttributeError: 'numpy.bool_' object has no attribute 'foo'
# expect: TypeError: 'numpy.bool_' object is not callable
# expect: AttributeError: 'numpy.bool_' object has no attribute 'foo'
# expect: <class 'numpy.float32'> float32 float32 numpy
# expect: AttributeError: 'numpy.float32' object has no attribute 'foo'
# expect: TypeError: 'numpy.float32' object is not callable
# expect: AttributeError: 'numpy.float32' object has no attribute 'foo'
# expect: <class 'numpy.int8'> int8 int8 numpy
# expect: AttributeError: 'numpy.int8' object has no attribute 'foo'
# expect: TypeError: 'numpy.int8' object is not callable
# expect: AttributeError: 'numpy.int8' object has no attribute 'foo'
# expect: <class 'numpy.complex128'> complex128 complex128 numpy
# expect: AttributeError: 'numpy.complex128' object has no attribute 'foo'
# expect: TypeError: 'numpy.complex128' object is not callable
# expect: AttributeError: 'numpy.complex128' object has no attribute 'foo'
# expect: <class 'numpy.str_'> str_ str_ numpy
# expect: AttributeError: 'numpy.str_' object has no attribute 'foo'
# expect: TypeError: 'numpy.str_' object is not callable
# expect: AttributeError: 'numpy.str_' object has no attribute 'foo'
# expect: <class 'numpy.ufunc'> ufunc ufunc numpy
# expect: AttributeError: 'numpy.ufunc' object has no attribute 'foo'
# expect: TypeError: add() takes from 2 to 3 positional arguments but 0 were given
# expect: AttributeError: 'numpy.ufunc' object has no attribute 'foo'
# expect: <class 'numpy.flatiter'> flatiter flatiter numpy
# expect: AttributeError: 'numpy.flatiter' object has no attribute 'foo'
# expect: TypeError: 'numpy.flatiter' object is not callable
# expect: AttributeError: 'numpy.flatiter' object has no attribute 'foo'
# expect: <class 'numpy.core.multiarray.flagsobj'> flagsobj flagsobj numpy.core.multiarray
# expect: AttributeError: 'numpy.core.multiarray.flagsobj' object has no attribute 'foo'
# expect: TypeError: 'numpy.core.multiarray.flagsobj' object is not callable
# expect: AttributeError: 'numpy.core.multiarray.flagsobj' object has no attribute 'foo'
# expect: TypeError: object of type 'numpy.float64' has no len()
# expect: TypeError: 'numpy.float64' object is not iterable
# expect: TypeError: can only concatenate str (not "numpy.float64") to str
# expect: TypeError: list indices must be integers or slices, not numpy.float64
# expect: TypeError: object of type 'numpy.int64' has no len()
# expect: TypeError: 'numpy.int64' object is not iterable
# expect: TypeError: can only concatenate str (not "numpy.int64") to str
# expect: TypeError: object of type 'numpy.bool_' has no len()
# expect: TypeError: 'numpy.bool_' object is not iterable
# expect: TypeError: can only concatenate str (not "numpy.bool_") to str
# expect: TypeError: object of type 'numpy.float32' has no len()
# expect: TypeError: 'numpy.float32' object is not iterable
# expect: TypeError: can only concatenate str (not "numpy.float32") to str
# expect: TypeError: list indices must be integers or slices, not numpy.float32
# expect: TypeError: object of type 'numpy.int8' has no len()
# expect: TypeError: 'numpy.int8' object is not iterable
# expect: TypeError: can only concatenate str (not "numpy.int8") to str
# expect: TypeError: object of type 'numpy.complex128' has no len()
# expect: TypeError: 'numpy.complex128' object is not iterable
# expect: TypeError: can only concatenate str (not "numpy.complex128") to str
# expect: TypeError: list indices must be integers or slices, not numpy.complex128
# expect: TypeError: unhashable type: 'numpy.ndarray'
# expect: TypeError: unhashable type: 'numpy.ndarray'
# expect: TypeError: object of type 'numpy.ufunc' has no len()
# expect: AttributeError: type object 'numpy.float64' has no attribute 'foo'
# expect: AttributeError: 'numpy.random.mtrand.RandomState' object has no attribute 'foo'
# expect: AttributeError: 'numpy.random._generator.Generator' object has no attribute 'foo'
# expect: AttributeError: type object 'numpy.generic' has no attribute 'foo'
# expect: TypeError: unhashable type: 'numpy.ndarray'
# expect: TypeError: only size-1 arrays can be converted to Python scalars
# expect: TypeError: 'numpy.float64' object cannot be interpreted as an integer
# expect: TypeError: unsupported operand type(s) for @: 'numpy.float64' and 'numpy.float64'

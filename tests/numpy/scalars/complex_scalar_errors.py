# complex128 scalars: float()/int() drop the imaginary part with NumPy's
# ComplexWarning; what NumPy refuses raises its errors.
import warnings
import numpy as np

x = np.complex128(1.5 + 2j)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print(float(x), int(x), x.astype(np.float64), type(x.astype(np.float64)).__name__)
    print(len(w), {m.category.__name__ for m in w}, str(w[0].message))
print(issubclass(np.ComplexWarning, RuntimeWarning), np.ComplexWarning.__module__)
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        float(x)
    except np.ComplexWarning as e:
        print("ComplexWarning", e)
for f in (lambda: x // 2, lambda: x % 2, lambda: x & 1, lambda: x + "s", lambda: "s" + x,
          lambda: x.foo, lambda: x(), lambda: len(x), lambda: [1][x],
          lambda: np.complex128("abc")):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)

# expect: 1.5 1 1.5 float64
# expect: 4 {'ComplexWarning'} Casting complex values to real discards the imaginary part
# expect: True numpy
# expect: ComplexWarning Casting complex values to real discards the imaginary part
# expect: TypeError unsupported operand type(s) for //: 'numpy.complex128' and 'int'
# expect: TypeError unsupported operand type(s) for %: 'numpy.complex128' and 'int'
# expect: TypeError ufunc 'bitwise_and' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: UFuncTypeError ufunc 'add' did not contain a loop with signature matching types (dtype('complex128'), dtype('<U1')) -> None
# expect: TypeError can only concatenate str (not "numpy.complex128") to str
# expect: AttributeError 'numpy.complex128' object has no attribute 'foo'
# expect: TypeError 'numpy.complex128' object is not callable
# expect: TypeError object of type 'numpy.complex128' has no len()
# expect: TypeError list indices must be integers or slices, not numpy.complex128
# expect: ValueError complex() arg is a malformed string

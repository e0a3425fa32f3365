# A Python complex left of a NumPy scalar: with float64 (a float subclass)
# it is Python's arithmetic; // and % reach the ufuncs, which have no
# complex loop; comparisons other than == give bool_.
import numpy as np


def show(label, f):
    try:
        r = f()
        print(label, repr(r), type(r).__name__)
    except TypeError as e:
        print(label, "TypeError", e)


f, i, b = np.float64(2), np.int64(2), np.bool_(True)
show("1j + f64", lambda: 1j + f)
show("1j - f64", lambda: 1j - f)
show("1j * f64", lambda: 1j * f)
show("1j / f64", lambda: 1j / f)
show("1j ** f64", lambda: 1j ** f)
show("1j == f64", lambda: 1j == f)
show("1j != f64", lambda: 1j != f)
show("1j < f64", lambda: 1j < f)
show("f64 + 1j", lambda: f + 1j)
show("1j + i64", lambda: 1j + i)
show("1j // f64", lambda: 1j // f)
show("1j % f64", lambda: 1j % f)
show("1j // i64", lambda: 1j // i)
show("1j % bool_", lambda: 1j % b)
show("1j & f64", lambda: 1j & f)
show("f64 // 1j", lambda: f // 1j)
show("i64 // 1j", lambda: i // 1j)
show("1j // c128", lambda: 1j // np.complex128(1))

# expect: 1j + f64 (2+1j) complex
# expect: 1j - f64 (-2+1j) complex
# expect: 1j * f64 2j complex
# expect: 1j / f64 0.5j complex
# expect: 1j ** f64 (-1+0j) complex
# expect: 1j == f64 False bool
# expect: 1j != f64 True bool
# expect: 1j < f64 True bool_
# expect: f64 + 1j (2+1j) complex128
# expect: 1j + i64 (2+1j) complex128
# expect: 1j // f64 TypeError ufunc 'floor_divide' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: 1j % f64 TypeError ufunc 'remainder' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: 1j // i64 TypeError ufunc 'floor_divide' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: 1j % bool_ TypeError ufunc 'remainder' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: 1j & f64 TypeError ufunc 'bitwise_and' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: f64 // 1j TypeError ufunc 'floor_divide' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: i64 // 1j TypeError ufunc 'floor_divide' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: 1j // c128 TypeError unsupported operand type(s) for //: 'complex' and 'numpy.complex128'

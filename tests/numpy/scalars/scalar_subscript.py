# Subscripting a NumPy scalar indexes it as a 0-d array: x[()] is x,
# x[...] and x[None] are arrays, anything else is NumPy's IndexError.
import numpy as np

for x in [np.float64(2), np.int64(3), np.bool_(True), np.float32(1.5), np.int8(-4), np.complex128(1 + 2j),
          np.complex64(1 - 1j)]:
    print(type(x).__name__, repr(x[()]), type(x[()]).__name__, repr(x[...]), repr(x[None]))
    for key in [0, "k", 1.5, slice(None), [0], (0, 0)]:
        try:
            x[key]
        except IndexError as e:
            print("IndexError:", e)

# expect: float64 2.0 float64 array(2.) array([2.])
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: int64 3 int64 array(3) array([3])
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: bool_ True bool_ array(True) array([ True])
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: float32 1.5 float32 array(1.5, dtype=float32) array([1.5], dtype=float32)
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: int8 -4 int8 array(-4, dtype=int8) array([-4], dtype=int8)
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: complex128 (1+2j) complex128 array(1.+2.j) array([1.+2.j])
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: complex64 (1-1j) complex64 array(1.-1.j, dtype=complex64) array([1.-1.j], dtype=complex64)
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.
# expect: IndexError: invalid index to scalar variable.

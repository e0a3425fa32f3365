# The names a Numba script imports exist; type objects print as Numba's type
# names and numba.types holds the same objects.
import numba
from numba import jit, njit, prange, vectorize, guvectorize, types, typed, objmode, literal_unroll
from numba import float64, float32, int64, int32, uint64, uint8, boolean, void
from numba.core.errors import TypingError, UnsupportedError, NumbaWarning

print(float64, float32, int64, int32, uint64, uint8, boolean, void)
print(types.float64 is float64, types.int64 is int64)
print(TypingError.__name__, UnsupportedError.__name__, issubclass(NumbaWarning, Warning))
print(callable(jit), callable(njit), callable(vectorize), callable(prange))
print(float64[:], int32[:, :], float64[:, ::1])
print(types.UniTuple(types.float64, 2))

# expect: float64 float32 int64 int32 uint64 uint8 bool none
# expect: True True
# expect: TypingError UnsupportedError True
# expect: True True True True
# expect: array(float64, 1d, A) array(int32, 2d, A) array(float64, 2d, C)
# expect: UniTuple(float64 x 2)

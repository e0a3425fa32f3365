# Signatures built from type objects: float64(float64), int32(int32, int32).
from numba import njit, float64, int32


@njit(float64(float64))
def half(x):
    return x / 2


@njit(int32(int32, int32))
def add32(a, b):
    return a + b


print(half(3), half.signatures)
print(add32(2147483647, 1), add32.signatures)

# expect: 1.5 [(float64,)]
# expect: -2147483648 [(int32, int32)]

# A list of signatures: each call picks the best match for its arguments.
from numba import njit


@njit(['int64(int64)', 'float64(float64)'])
def double(x):
    return x * 2


print(double.signatures)
print(double(21), double(1.25))
r = double(7)
print(type(r).__name__)
print(len(double.signatures))

# expect: [(int64,), (float64,)]
# expect: 42 2.5
# expect: int
# expect: 2

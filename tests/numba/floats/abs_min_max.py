# abs, min and max on ints and floats, with two or more arguments.
from numba import njit


@njit
def f(a, b, c):
    return abs(a), min(a, b), max(a, b, c), min(b, c)


print(f(-3, 2, 7), f(-2.5, 1.5, -7.0), f(4, 2.5, 1))
print(f.nopython_signatures)

# expect: (3, -3, 7, 2) (2.5, -2.5, 1.5, -7.0) (4, 2.5, 4.0, 1.0)
# expect: [(int64, int64, int64) -> UniTuple(int64 x 4), (float64, float64, float64) -> UniTuple(float64 x 4), (int64, float64, int64) -> Tuple(int64, float64, float64, float64)]

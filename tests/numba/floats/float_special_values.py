# inf and nan flow through arithmetic and comparisons; nan != nan.
from numba import njit


@njit
def f(x):
    return x * 0.0, x - x, x > 1e308, x == x


print(f(float('inf')), f(float('nan')), f(2.0))

# expect: (nan, nan, True, True) (nan, nan, False, False) (0.0, 0.0, False, True)

# The common @njit options are accepted: fastmath, nogil, inline, boundscheck,
# error_model, locals.
from numba import njit, float64


@njit(fastmath=True, nogil=True)
def a(x):
    return x * 2.0


@njit(inline='always')
def b(x):
    return x + 1


@njit(locals={'t': float64})
def c(n):
    t = n
    return t / 2


print(a(1.5), b(2), c(5))
print(c.nopython_signatures)

# expect: 3.0 3 2.5
# expect: [(int64,) -> float64]

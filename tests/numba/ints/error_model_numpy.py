# error_model='numpy': division by zero gives inf/nan for floats and 0 for
# ints instead of raising.
from numba import njit


@njit(error_model='numpy')
def ops(a, b):
    return a / b, a // b, a % b


print(ops(1, 0))
print(ops(1.0, 0.0))
print(ops(-1.0, 0.0))
print(ops(0.0, 0.0))
print(ops(7, 2))

# expect: (inf, 0, 0)
# expect: (inf, inf, nan)
# expect: (-inf, -inf, nan)
# expect: (nan, nan, nan)
# expect: (3.5, 3, 1)

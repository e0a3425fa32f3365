# A jitted function made by a factory closes over a constant; each closure is
# compiled with its own constant.
from numba import njit


def make_scaler(k):
    @njit
    def scale(x):
        return x * k
    return scale


double = make_scaler(2)
triple = make_scaler(3.5)
print(double(21), triple(2), double(1.5))

# expect: 42 7.0 3.0

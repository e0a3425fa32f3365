# One @njit function calling another; the callee gets its own specialisation.
from numba import njit


@njit
def square(x):
    return x * x


@njit
def sum_of_squares(n):
    s = 0
    for i in range(n):
        s += square(i)
    return s


print(sum_of_squares(10), square(1.5))
print(square.signatures)

# expect: 285 2.25
# expect: [(int64,), (float64,)]

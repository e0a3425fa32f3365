# print() inside compiled code: ints, floats, bools, strings and several
# arguments separated by spaces, in order with Python's own prints.
from numba import njit


@njit
def show(n, x):
    print("n =", n, "x =", x, n > 2)
    print(x / 3)
    print(1e20, 1.5e-7, -0.0)


print("before")
show(3, 2.5)
print("after")

# expect: before
# expect: n = 3 x = 2.5 True
# expect: 0.8333333333333334
# expect: 1e+20 1.5e-07 -0.0
# expect: after

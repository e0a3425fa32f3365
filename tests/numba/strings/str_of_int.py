# str() of an integer or a bool, and of a str (itself).
from numba import njit


@njit
def show(n):
    return str(n) + "|" + str(-n) + "|" + str(n > 0) + "|" + str("s")


@njit
def digits(n):
    return len(str(n))


print(show(42))
print(show(0))
print(digits(1234567890123))

# expect: 42|-42|True|s
# expect: 0|0|False|s
# expect: 13

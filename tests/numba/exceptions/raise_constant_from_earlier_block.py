# An exception's argument assigned a constant before the branch that raises
# is still a constant (Numba's constant inference across blocks).
from numba import njit


@njit
def check(x):
    code = 3
    if x > 1:
        raise ValueError(code)
    return x


print(check(1))
try:
    check(5)
except ValueError as e:
    print("ValueError", e.args)

# expect: 1
# expect: ValueError (3,)

# Variables assigned inside the try body keep the value they had where the
# exception was raised (a raise before an assignment leaves the old value;
# one before the first leaves it unbound on that path only).
from numba import njit


@njit
def last_value(x):
    try:
        if x == 1:
            raise ValueError("one")
        y = 1
        if x == 2:
            raise ValueError("two")
        y = 2
        if x == 3:
            raise ValueError("three")
    except Exception:
        pass
    return y


@njit
def widened(x):
    y = 0.5
    try:
        if x == 1:
            raise ValueError("one")
        y = 1
        if x == 2:
            raise ValueError("two")
        y = 2
        z = 10 // x
    except Exception:
        z = 0
    return y + z


print(last_value(2), last_value(3), last_value(4))
print(widened(1), widened(2), widened(0), widened(5))

# expect: 1 2 2
# expect: 0.5 1.0 2.0 4.0

# try/except and inner functions (which Numba inlines): a try inside the
# inner function catches its own errors; a raise inside an inner function
# called in the caller's try is not caught there (Numba 0.56's raise leaves
# the compiled function), but a failed call of another @njit function is.
from numba import njit


@njit
def own_try(x):
    def inner(y):
        try:
            return 10 // y
        except Exception:
            return -7
    return inner(x) + inner(x - 1)


@njit
def escapes(x):
    def inner(y):
        if y == 0:
            raise ValueError("zero")
        return y
    try:
        return inner(x)
    except Exception:
        return -9


@njit
def risky(y):
    if y == 0:
        raise ValueError("zero")
    return y


@njit
def through_inner(x):
    def inner(y):
        return risky(y) * 2
    try:
        return inner(x)
    except Exception:
        return -9


print(own_try(1), own_try(5))
print(escapes(3), through_inner(3), through_inner(0))
try:
    escapes(0)
except ValueError as e:
    print("ValueError:", e)

# expect: 3 4
# expect: 3 6 -9
# expect: ValueError: zero

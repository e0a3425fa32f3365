# Nested try/except in compiled code: the inner handler catches the body's
# exception; one raised in the inner handler goes to the outer handler.
from numba import njit


@njit
def nested(x):
    r = 0
    try:
        try:
            if x < 0:
                raise ValueError("inner")
            r = 1
        except Exception:
            r = 2
            if x < -5:
                raise ValueError("from the inner handler")
        r += 10
    except Exception:
        r = 3
    return r


print(nested(1), nested(-1), nested(-10))

# expect: 11 12 3

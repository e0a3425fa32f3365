# try/except Exception in compiled code catches an exception raised by a
# called @njit function.
from numba import njit


@njit
def risky(x):
    if x % 3 == 0:
        raise ValueError("multiple of 3")
    return x


@njit
def count_ok(n):
    ok = 0
    for i in range(n):
        try:
            risky(i)
            ok += 1
        except Exception:
            pass
    return ok


print(count_ok(10))

# expect: 6

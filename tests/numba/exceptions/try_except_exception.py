# try/except Exception inside compiled code catches an exception raised in the
# try body (Numba 0.56 supports `except Exception` and bare `except`).
from numba import njit


@njit
def safe(x):
    try:
        if x < 0:
            raise ValueError("negative")
        r = x * 2
    except Exception:
        r = -1
    return r


print(safe(5), safe(-5))

# expect: 10 -1

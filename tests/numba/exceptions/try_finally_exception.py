# try/finally when the body raises: Numba 0.56 runs the finally body, then
# raises its internal AssertionError (RERAISE) at the finally body's last
# line instead of the original exception.
from numba import njit


@njit
def f(x):
    y = 0
    try:
        if x < 0:
            raise ValueError("negative")
        y = 1
    finally:
        print("finally")
        y += 2
    return y


print(f(1))
try:
    f(-1)
except AssertionError as e:
    print(str(e).splitlines()[0])

# expect: finally
# expect: 3
# expect: finally
# expect: Unreachable condition reached (op code RERAISE executed)

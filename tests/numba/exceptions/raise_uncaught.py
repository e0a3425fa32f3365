# An uncaught exception raised in compiled code: the traceback shows the
# caller's line and the raise line in the compiled function.
from numba import njit


@njit
def checked(x):
    if x < 0:
        raise ValueError("negative input")
    return x


print(checked(1))
checked(-1)

# expect: 1
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/numba/exceptions/raise_uncaught.py", line 14, in <module>
# expect-stderr:     checked(-1)
# expect-stderr:   File "tests/numba/exceptions/raise_uncaught.py", line 9, in checked
# expect-stderr:     raise ValueError("negative input")
# expect-stderr: ValueError: negative input
# expect-exit: 1

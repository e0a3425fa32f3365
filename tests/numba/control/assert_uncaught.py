# An assert failing in compiled code and not caught: Numba's traceback has the
# caller's line and then a frame for the assert's line in the compiled function.
from numba import njit


@njit
def positive(x):
    assert x > 0, "not positive"
    return x


print(positive(2))
positive(-2)

# expect: 2
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/numba/control/assert_uncaught.py", line 13, in <module>
# expect-stderr:     positive(-2)
# expect-stderr:   File "tests/numba/control/assert_uncaught.py", line 8, in positive
# expect-stderr:     assert x > 0, "not positive"
# expect-stderr: AssertionError: not positive
# expect-exit: 1

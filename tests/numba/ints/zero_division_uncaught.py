# An uncaught ZeroDivisionError from compiled code: the traceback ends at the
# caller's line (Numba adds no frame for the compiled function here).
from numba import njit


@njit
def ratio(a, b):
    return a // b


print(ratio(9, 3))
ratio(1, 0)

# expect: 3
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/numba/ints/zero_division_uncaught.py", line 12, in <module>
# expect-stderr:     ratio(1, 0)
# expect-stderr: ZeroDivisionError: integer division by zero
# expect-exit: 1

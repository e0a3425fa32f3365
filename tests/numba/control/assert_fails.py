# assert in compiled code raises AssertionError in the caller, with its
# message; a passing assert does nothing.
from numba import njit


@njit
def checked_sqrt(x):
    assert x >= 0, "x must be non-negative"
    return x ** 0.5


@njit
def no_message(x):
    assert x != 0
    return 1 / x


print(checked_sqrt(16.0))
try:
    checked_sqrt(-1.0)
except AssertionError as e:
    print("AssertionError:", e)
print(no_message(4))
try:
    no_message(0)
except AssertionError as e:
    print("AssertionError:", repr(e.args))

# expect: 4.0
# expect: AssertionError: x must be non-negative
# expect: 0.25
# expect: AssertionError: ()

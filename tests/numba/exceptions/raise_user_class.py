# A user-defined exception class raised in compiled code: the caller catches it
# by its class and by its base class.
from numba import njit


class BadInput(ValueError):
    pass


@njit
def parse(x):
    if x > 100:
        raise BadInput("too large")
    return x


try:
    parse(1000)
except BadInput as e:
    print(type(e).__name__, e.args, isinstance(e, ValueError))
try:
    parse(500)
except ValueError as e:
    print("caught as ValueError:", e)
print(parse(7))

# expect: BadInput ('too large',) True
# expect: caught as ValueError: too large
# expect: 7

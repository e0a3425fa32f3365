# Built-in exception classes with constant arguments: IndexError, TypeError,
# RuntimeError, KeyError with an int, several args.
from numba import njit


@njit
def f(x):
    if x == 0:
        raise IndexError("index too large")
    if x == 1:
        raise TypeError("wrong kind")
    if x == 2:
        raise RuntimeError("stop", 2)
    if x == 3:
        raise KeyError(42)
    return x


for x in range(5):
    try:
        print(f(x))
    except Exception as e:
        print(type(e).__name__, e.args)

# expect: IndexError ('index too large',)
# expect: TypeError ('wrong kind',)
# expect: RuntimeError ('stop', 2)
# expect: KeyError (42,)
# expect: 4

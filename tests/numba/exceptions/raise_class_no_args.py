# raise ValueError (the class, no call) and raise KeyError() with no message.
from numba import njit


@njit
def f(x):
    if x == 1:
        raise ValueError
    if x == 2:
        raise KeyError()
    return x


for x in (1, 2, 3):
    try:
        print(f(x))
    except Exception as e:
        print(type(e).__name__, repr(e))

# expect: ValueError ValueError()
# expect: KeyError KeyError()
# expect: 3

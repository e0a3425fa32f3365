# A function that cannot be typed, with nopython=True: the dynamic ufunc is
# created fine and raises TypingError at its first call.
import numpy as np
from numba import vectorize
from numba.core.errors import TypingError


@vectorize(nopython=True)
def bad(x):
    return x + "a"


print('decorated')
try:
    bad(np.arange(3))
except TypingError as e:
    print(type(e).__name__)
print(bad.ntypes)

# expect: decorated
# expect: TypingError
# expect: 0

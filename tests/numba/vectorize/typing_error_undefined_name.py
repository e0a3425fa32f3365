# A function using an undefined global, with nopython=True: TypingError at
# the first call of the dynamic ufunc.
import numpy as np
from numba import vectorize
from numba.core.errors import TypingError


@vectorize(nopython=True)
def bad(x):
    return x + undefined_thing  # noqa: F821


try:
    bad(np.arange(3))
except TypingError as e:
    print(type(e).__name__)

# expect: TypingError

# A function that cannot be typed for a given signature, with
# nopython=True: TypingError at decoration.
from numba import vectorize
from numba.core.errors import TypingError

try:
    @vectorize(['float64(float64)'], nopython=True)
    def bad(x):
        return x.nonexistent
except TypingError as e:
    print(type(e).__name__)

# expect: TypingError

# An unknown option to @vectorize is rejected (the exception class is
# printed).
from numba import vectorize

try:
    @vectorize(['float64(float64)'], nonsense=True)
    def f(x):
        return x
except Exception as e:
    print(type(e).__name__)

# expect: KeyError

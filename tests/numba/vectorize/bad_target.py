# An unknown target= is rejected at decoration.
from numba import vectorize

try:
    @vectorize(['float64(float64)'], target='bogus')
    def f(x):
        return x
except Exception as e:
    print(type(e).__name__)
    print(e)

# expect: ValueError
# expect: Unsupported target: bogus

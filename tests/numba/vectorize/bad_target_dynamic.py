# An unknown target= is rejected at decoration without signatures too.
from numba import vectorize

try:
    @vectorize(target='bogus')
    def f(x):
        return x
except Exception as e:
    print(type(e).__name__)
    print(e)

# expect: ValueError
# expect: Unsupported target: bogus

# An identity= that is not a number, None or 'reorderable' is rejected at
# decoration with ValueError.
from numba import vectorize

try:
    @vectorize(['float64(float64, float64)'], identity='bogus')
    def add(x, y):
        return x + y
except ValueError as e:
    print(type(e).__name__)
    print(e)

# expect: ValueError
# expect: Invalid identity value 'bogus'

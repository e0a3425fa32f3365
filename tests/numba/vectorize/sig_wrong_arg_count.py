# A signature with the wrong number of arguments fails at decoration.
from numba import vectorize

try:
    @vectorize(['float64(float64)'])
    def add(x, y):
        return x + y
except Exception as e:
    print(type(e).__name__)

# expect: TypeError

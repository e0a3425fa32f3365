# A signature naming an unknown type fails at decoration.
from numba import vectorize

try:
    @vectorize(['floaty(floaty)'])
    def ident(x):
        return x
except Exception as e:
    print(type(e).__name__)

# expect: NameError

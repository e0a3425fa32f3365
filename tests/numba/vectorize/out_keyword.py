# out= writes the result into a given array and returns that array.
import numpy as np
from numba import vectorize


@vectorize
def add(x, y):
    return x + y


a = np.arange(4.0)
out = np.zeros(4)
r = add(a, a, out=out)
print(out)
print(r is out)

# expect: [0. 2. 4. 6.]
# expect: True

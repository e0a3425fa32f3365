# .compile() takes what @jit takes as a signature: a string with a return
# type, or a tuple of types. It does not stop later calls from compiling
# their own exact types (a C array gets a specialisation of its own), while
# @jit(signature) does: there the arguments convert to the signature.
import numpy as np
from numba import njit, int64


@njit
def scale(a, k):
    for i in range(a.shape[0]):
        a[i] *= k


scale.compile('void(float64[:], float64)')
scale.compile((int64[:], int64))
print(scale.signatures)
x = np.arange(6.0)
scale(x[::2], 10.0)
y = np.arange(3)
scale(y, 3)
print(x, y, len(scale.signatures))


@njit('void(float64[:], float64)')
def first_to(a, k):
    a[0] = k


first_to(x, 7)
first_to(x[1:], True)
print(x, first_to.signatures)

# expect: [(array(float64, 1d, A), float64), (array(int64, 1d, A), int64)]
# expect: [ 0.  1. 20.  3. 40.  5.] [0 3 6] 3
# expect: [ 7.  1. 20.  3. 40.  5.] [(array(float64, 1d, A), float64)]

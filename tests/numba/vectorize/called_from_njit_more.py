# A @vectorize ufunc inside compiled code: on scalars it is its scalar
# function (int and float), on arrays of any dimension a new array, with
# broadcasting against a scalar; in a loop; an operand of the wrong kind
# is a TypingError.
import numpy as np
from numba import njit, vectorize
from numba.core.errors import TypingError


@vectorize
def clip_add(x, y):
    s = x + y
    return 10 if s > 10 else s


@vectorize(['float64(float64)'])
def half(x):
    return x / 2.0


@njit
def scalars(a, b):
    return clip_add(a, b), clip_add(2.5, 1.0), half(7.0)


@njit
def arrays(m):
    return clip_add(m, 3), half(m)


@njit
def loop(v):
    t = 0.0
    for i in range(v.shape[0]):
        t += half(v[i])
    return t


@njit
def bad(s):
    return half(s)


print(scalars(4, 9), scalars(1, 2))
r1, r2 = arrays(np.arange(12).reshape(3, 4))
print(r1)
print(r2)
print(loop(np.arange(5.0)))
try:
    bad("x")
except TypingError as e:
    print("TypingError", "half" in str(e))

# expect: (10, 3.5, 3.5) (3, 3.5, 3.5)
# expect: [[ 3  4  5  6]
# expect:  [ 7  8  9 10]
# expect:  [10 10 10 10]]
# expect: [[0.  0.5 1.  1.5]
# expect:  [2.  2.5 3.  3.5]
# expect:  [4.  4.5 5.  5.5]]
# expect: 5.0
# expect: TypingError True

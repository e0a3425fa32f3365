# Chained array expressions: the intermediate arrays of `a * 2.0 + 1.0` may
# be reused for the next step, which must never change the operands, the
# locals or an array another expression still reads.
import numpy as np
from numba import njit


@njit
def chain(a):
    b = a * 2.0 + 1.0
    c = (a - 1.0) * 3.0 - a
    t = a * 2.0
    d = t + 1.0
    e = 10.0 - (a * a) / 2.0
    f = (a + 1.0) * (a + 2.0)
    return a, b, c, t, d, e, f


@njit
def loop(n):
    s = 0.0
    for i in range(n):
        a = np.full(3, i * 0.5)
        b = a * 2.0 + 1.0
        s += b[0] + b[2] - a[1]
    return s


@njit
def ints(a):
    return (a + 1) * 2 - 3, a // 2 + a % 3


x = np.array([1.0, 2.0, 3.0])
for r in chain(x):
    print(r)
print(loop(1000))
print(ints(np.arange(4)))

# expect: [1. 2. 3.]
# expect: [3. 5. 7.]
# expect: [-1.  1.  3.]
# expect: [2. 4. 6.]
# expect: [3. 5. 7.]
# expect: [9.5 8.  5.5]
# expect: [ 6. 12. 20.]
# expect: 751250.0
# expect: (array([-1,  1,  3,  5]), array([0, 1, 3, 1]))

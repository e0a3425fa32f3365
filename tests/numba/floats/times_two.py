# x * 2.0 (and 2.0 * x) in compiled code and in hot interpreted loops:
# exact for every double, signed zeros, infinities, NaN and overflow
# included; compared with CPython's float arithmetic.
import math
import numpy as np
from numba import njit


@njit
def twice(xs):
    out = np.empty(xs.size)
    for i in range(xs.size):
        out[i] = xs[i] * 2.0
    return out


@njit
def doubling(n, x):
    acc = 0.0
    for k in range(n):
        acc = 2.0 * acc + x
        if acc > 1e300:
            acc = acc * 2.0
    return acc


values = [0.0, -0.0, 1.5, -3.25, 1e308, -1e308, 5e-324, math.inf, -math.inf, math.nan, 0.1]
got = twice(np.array(values))
want = [v * 2.0 for v in values]
print([repr(g) for g in got.tolist()] == [repr(w) for w in want])
print([math.copysign(1.0, v) for v in got.tolist()[:2]])
print(got.tolist()[4:10])
print(doubling(10, 0.1), doubling(1030, 1.0))
total = 0.0
for k in range(3000):   # a hot loop for the tracing JIT
    total = total * 0.5 + (k % 7) * 2.0 + 2.0 * (k % 3)
print(total)

# expect: True
# expect: [1.0, -1.0]
# expect: [inf, -inf, 1e-323, inf, -inf, nan]
# expect: 102.30000000000001 inf
# expect: 15.478065241844769

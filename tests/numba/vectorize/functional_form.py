# vectorize(signatures)(func) without decorator syntax, for an existing
# Python function (which stays usable as plain Python).
import numpy as np
from numba import vectorize


def rel_diff(x, y):
    return abs(x - y) / max(abs(x), abs(y), 1.0)


vrel = vectorize(['float64(float64, float64)'])(rel_diff)
dyn = vectorize(rel_diff)
print(vrel(np.array([1.0, 10.0, 0.0]), np.array([2.0, 12.0, 0.5])))
print(dyn(np.array([1.0, 10.0]), np.array([2.0, 12.0])))
print(rel_diff(10.0, 12.0))
print(vrel.__name__, dyn.__name__)

# expect: [0.5        0.16666667 0.5       ]
# expect: [0.5        0.16666667]
# expect: 0.16666666666666666
# expect: rel_diff rel_diff

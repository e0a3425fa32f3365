# np.set_printoptions: precision, suppress, threshold, edgeitems, linewidth.
import numpy as np
x = np.array([1.0 / 3, 2e-6, 12.5])
print(x)
np.set_printoptions(precision=3)
print(x, repr(np.array([np.pi, np.e])))
np.set_printoptions(suppress=True)
print(x)
np.set_printoptions(threshold=5, edgeitems=2)
print(np.arange(10))
np.set_printoptions(linewidth=20, threshold=1000, edgeitems=3, precision=8, suppress=False)
print(np.arange(12))

# expect: [3.33333333e-01 2.00000000e-06 1.25000000e+01]
# expect: [3.333e-01 2.000e-06 1.250e+01] array([3.142, 2.718])
# expect: [ 0.333  0.    12.5  ]
# expect: [0 1 ... 8 9]
# expect: [ 0  1  2  3  4  5
# expect:   6  7  8  9 10 11]

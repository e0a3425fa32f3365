# np.set_printoptions(floatmode=...): fixed, unique, maxprec, maxprec_equal, positional and scientific.
import numpy as np
pos = np.array([1.5, 0.25, 1 / 3, 2.0])
sci = np.array([1.5e-7, 2.0, 12345.678])
f32 = np.array([0.1, 1.5, 2.0], dtype=np.float32)
for mode in ['fixed', 'unique', 'maxprec', 'maxprec_equal']:
    np.set_printoptions(floatmode=mode)
    print(mode, pos, repr(sci), f32)
    np.set_printoptions(floatmode=mode, precision=3)
    print(mode, pos, repr(sci), np.array([1.0, 2.0]), np.array([0.5, 0.125]))
np.set_printoptions(floatmode='maxprec', precision=8)
print(pos)

# expect: fixed [1.50000000 0.25000000 0.33333333 2.00000000] array([1.50000000e-07, 2.00000000e+00, 1.23456780e+04]) [0.10000000 1.50000000 2.00000000]
# expect: fixed [1.500 0.250 0.333 2.000] array([1.500e-07, 2.000e+00, 1.235e+04]) [1.000 2.000] [0.500 0.125]
# expect: unique [1.5                0.25               0.3333333333333333
# expect:  2.                ] array([1.5000000e-07, 2.0000000e+00, 1.2345678e+04]) [0.1 1.5 2. ]
# expect: unique [1.5                0.25               0.3333333333333333
# expect:  2.                ] array([1.5000000e-07, 2.0000000e+00, 1.2345678e+04]) [1. 2.] [0.5   0.125]
# expect: maxprec [1.5   0.25  0.333 2.   ] array([1.500e-07, 2.000e+00, 1.235e+04]) [0.1 1.5 2. ]
# expect: maxprec [1.5   0.25  0.333 2.   ] array([1.500e-07, 2.000e+00, 1.235e+04]) [1. 2.] [0.5   0.125]
# expect: maxprec_equal [1.500 0.250 0.333 2.000] array([1.500e-07, 2.000e+00, 1.235e+04]) [0.1 1.5 2.0]
# expect: maxprec_equal [1.500 0.250 0.333 2.000] array([1.500e-07, 2.000e+00, 1.235e+04]) [1. 2.] [0.500 0.125]
# expect: [1.5        0.25       0.33333333 2.        ]

# np.round / a.round with positive, zero and negative decimals.
import numpy as np
x = np.array([1.25, -2.675, 1234.5678, 0.5, 1.5])
print(np.round(x), np.round(x, 1), x.round(2), np.around(x, -2))
print(np.round(np.arange(5) * 7, -1), np.round(2.5), np.round(np.float32(1.2345), 2))

# expect: [ 1.000e+00 -3.000e+00  1.235e+03  0.000e+00  2.000e+00] [ 1.2000e+00 -2.7000e+00  1.2346e+03  5.0000e-01  1.5000e+00] [ 1.25000e+00 -2.68000e+00  1.23457e+03  5.00000e-01  1.50000e+00] [   0.   -0. 1200.    0.    0.]
# expect: [ 0 10 10 20 30] 2.0 1.23

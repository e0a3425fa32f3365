# NumPy's window functions: hanning, hamming, blackman, bartlett, kaiser
# (odd, even, one and zero lengths).
import numpy as np

for M in (5, 6, 1, 0, -2):
    print(M, np.hanning(M), np.hamming(M))
    print(np.blackman(M), np.bartlett(M))
print(np.kaiser(6, 14))
print(np.kaiser(5, 0), np.kaiser(1, 14))
print(np.hanning(12).dtype, np.kaiser(4, 5.0).dtype)

# expect: 5 [0.  0.5 1.  0.5 0. ] [0.08 0.54 1.   0.54 0.08]
# expect: [-1.38777878e-17  3.40000000e-01  1.00000000e+00  3.40000000e-01
# expect:  -1.38777878e-17] [0.  0.5 1.  0.5 0. ]
# expect: 6 [0.        0.3454915 0.9045085 0.9045085 0.3454915 0.       ] [0.08       0.39785218 0.91214782 0.91214782 0.39785218 0.08      ]
# expect: [-1.38777878e-17  2.00770143e-01  8.49229857e-01  8.49229857e-01
# expect:   2.00770143e-01 -1.38777878e-17] [0.  0.4 0.8 0.8 0.4 0. ]
# expect: 1 [1.] [1.]
# expect: [1.] [1.]
# expect: 0 [] []
# expect: [] []
# expect: -2 [] []
# expect: [] []
# expect: [7.72686684e-06 6.81537432e-02 7.61509399e-01 7.61509399e-01
# expect:  6.81537432e-02 7.72686684e-06]
# expect: [1. 1. 1. 1. 1.] [1.]
# expect: float64 float64

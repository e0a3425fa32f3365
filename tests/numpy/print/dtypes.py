# Every dtype prints as NumPy prints it: bool, signed and unsigned ints, float32/64, complex; summarised and 2-d.
import numpy as np
for dt in [np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64]:
    a = np.array([0, 1, 100, 127], dtype=dt)
    print(repr(a), a, repr(a.reshape(2, 2)))
print(repr(np.array([-128, 127], dtype=np.int8)), repr(np.array([2**64 - 1], dtype=np.uint64)))
print(repr(np.array([-2**63, 2**63 - 1])))
print(repr(np.array([True, False])), np.array([[True], [False]]), repr(np.array(False)))
print(repr(np.array([1.5, 2.25, 1e10], dtype=np.float32)), repr(np.float32(1) / 3))
print(repr(np.array([1 + 2j, 3.5 - 1j])), repr(np.array([1e-5 + 1j, 2j])), repr(np.array([1j])))
print(repr(np.arange(2000, dtype=np.uint8)))
print(repr(np.arange(2000, dtype=np.float32).reshape(40, 50)))
print(np.arange(1500, dtype=np.int16).reshape(10, 150) * 7)
print(repr(np.linspace(0, 1, 1001) + 1j))

# expect: array([  0,   1, 100, 127], dtype=int8) [  0   1 100 127] array([[  0,   1],
# expect:        [100, 127]], dtype=int8)
# expect: array([  0,   1, 100, 127], dtype=int16) [  0   1 100 127] array([[  0,   1],
# expect:        [100, 127]], dtype=int16)
# expect: array([  0,   1, 100, 127], dtype=int32) [  0   1 100 127] array([[  0,   1],
# expect:        [100, 127]], dtype=int32)
# expect: array([  0,   1, 100, 127]) [  0   1 100 127] array([[  0,   1],
# expect:        [100, 127]])
# expect: array([  0,   1, 100, 127], dtype=uint8) [  0   1 100 127] array([[  0,   1],
# expect:        [100, 127]], dtype=uint8)
# expect: array([  0,   1, 100, 127], dtype=uint16) [  0   1 100 127] array([[  0,   1],
# expect:        [100, 127]], dtype=uint16)
# expect: array([  0,   1, 100, 127], dtype=uint32) [  0   1 100 127] array([[  0,   1],
# expect:        [100, 127]], dtype=uint32)
# expect: array([  0,   1, 100, 127], dtype=uint64) [  0   1 100 127] array([[  0,   1],
# expect:        [100, 127]], dtype=uint64)
# expect: array([-128,  127], dtype=int8) array([18446744073709551615], dtype=uint64)
# expect: array([-9223372036854775808,  9223372036854775807])
# expect: array([ True, False]) [[ True]
# expect:  [False]] array(False)
# expect: array([1.50e+00, 2.25e+00, 1.00e+10], dtype=float32) 0.3333333333333333
# expect: array([1. +2.j, 3.5-1.j]) array([1.e-05+1.j, 0.e+00+2.j]) array([0.+1.j])
# expect: array([  0,   1,   2, ..., 205, 206, 207], dtype=uint8)
# expect: array([[0.000e+00, 1.000e+00, 2.000e+00, ..., 4.700e+01, 4.800e+01,
# expect:         4.900e+01],
# expect:        [5.000e+01, 5.100e+01, 5.200e+01, ..., 9.700e+01, 9.800e+01,
# expect:         9.900e+01],
# expect:        [1.000e+02, 1.010e+02, 1.020e+02, ..., 1.470e+02, 1.480e+02,
# expect:         1.490e+02],
# expect:        ...,
# expect:        [1.850e+03, 1.851e+03, 1.852e+03, ..., 1.897e+03, 1.898e+03,
# expect:         1.899e+03],
# expect:        [1.900e+03, 1.901e+03, 1.902e+03, ..., 1.947e+03, 1.948e+03,
# expect:         1.949e+03],
# expect:        [1.950e+03, 1.951e+03, 1.952e+03, ..., 1.997e+03, 1.998e+03,
# expect:         1.999e+03]], dtype=float32)
# expect: [[    0     7    14 ...  1029  1036  1043]
# expect:  [ 1050  1057  1064 ...  2079  2086  2093]
# expect:  [ 2100  2107  2114 ...  3129  3136  3143]
# expect:  ...
# expect:  [ 7350  7357  7364 ...  8379  8386  8393]
# expect:  [ 8400  8407  8414 ...  9429  9436  9443]
# expect:  [ 9450  9457  9464 ... 10479 10486 10493]]
# expect: array([0.   +1.j, 0.001+1.j, 0.002+1.j, ..., 0.998+1.j, 0.999+1.j,
# expect:        1.   +1.j])

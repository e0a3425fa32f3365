# Scientific notation when values are large, tiny, or far apart.
import numpy as np
print(repr(np.array([1e-5, 1.5e-5])))
print(repr(np.array([1e8, 1.0])))
print(repr(np.array([1.0, 1001.0])))
print(repr(np.array([1e10, 2e10])))
print(repr(np.array([1.23456789e-10, -5.0])))
print(repr(np.array([1e100, 1e-100])))
print(np.array([0.0001, 123.0]))

# expect: array([1.0e-05, 1.5e-05])
# expect: array([1.e+08, 1.e+00])
# expect: array([1.000e+00, 1.001e+03])
# expect: array([1.e+10, 2.e+10])
# expect: array([ 1.23456789e-10, -5.00000000e+00])
# expect: array([1.e+100, 1.e-100])
# expect: [1.00e-04 1.23e+02]

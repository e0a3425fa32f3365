# Float arrays: maxprec precision 8, padding, trailing dots.
import numpy as np
print(np.array([1.0, 2.5, -3.25]))
print(repr(np.array([0.1, 0.2, 0.30000000000000004])))
print(repr(np.array([1/3, 2/3, 1.0])))
print(repr(np.array([100.0, 0.5])))
print(np.array([[1.5, 2.0], [-0.125, 10.0]]))
print(repr(np.array([123456.789, 0.001])))
print(repr(np.array([-0.0, 0.0])))
print(repr(np.arange(5, dtype=np.float32) / 7))

# expect: [ 1.    2.5  -3.25]
# expect: array([0.1, 0.2, 0.3])
# expect: array([0.33333333, 0.66666667, 1.        ])
# expect: array([100. ,   0.5])
# expect: [[ 1.5    2.   ]
# expect:  [-0.125 10.   ]]
# expect: array([1.23456789e+05, 1.00000000e-03])
# expect: array([-0.,  0.])
# expect: array([0.        , 0.14285715, 0.2857143 , 0.42857143, 0.5714286 ],
# expect:       dtype=float32)

# np.random.seed + rand/random/random_sample give NumPy's legacy MT19937 numbers.
import numpy as np
np.random.seed(0)
print(np.random.rand(3))
print(np.random.rand(2, 2))
print(np.random.random(), np.random.random_sample((2,)))
np.random.seed(12345)
print(np.random.rand())

# expect: [0.5488135  0.71518937 0.60276338]
# expect: [[0.54488318 0.4236548 ]
# expect:  [0.64589411 0.43758721]]
# expect: 0.8917730007820798 [0.96366276 0.38344152]
# expect: 0.9296160928171479

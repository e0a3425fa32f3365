# Reductions bind their arguments in NumPy's positional order: initial as
# the fifth argument of a.sum / a.prod, the fourth of a.max / a.min (which
# take out second), ddof before keepdims for var / std.
import numpy as np

a = np.arange(6.0).reshape(2, 3)
print(a.sum(0, None, None, False, 5), a.prod(1, None, None, True, 2))
print(a.max(0, None, False, 10), a.min(1, None, True, -1))
print(a.var(0, None, None, 1), a.std(1, None, None, 0, True), a.mean(0, None, None, True))
print(a.any(0, None, None, True), a.all(None, None, None, False), np.any(a, 0, None, True), np.all(a > 0, 1, None))
print(np.sum(a, 0, None, None, False, 5), np.amax(a, 0, None, False, 10), np.var(a, 0, None, None, 1, True))
print(np.prod(a, None, np.int64, None, False, 3), np.min(a, 1, None, False, 1.5))
print(np.add.reduce(a, 0, None, None, False, 5), np.add.reduce(a, 0, None, None, True, 5, True))
o = np.zeros(3)
r = a.max(0, o)
print(r is o, o)
r = np.amin(a, 0, o, False, -2.0)
print(r is o, o)
print(a.argmax(1, None), np.argmin(a, 0, None))

# expect: [ 8. 10. 12.] [[  0.]
# expect:  [120.]]
# expect: [10. 10. 10.] [[-1.]
# expect:  [-1.]]
# expect: [4.5 4.5 4.5] [[0.81649658]
# expect:  [0.81649658]] [[1.5 2.5 3.5]]
# expect: [[ True  True  True]] False [[ True  True  True]] [False  True]
# expect: [ 8. 10. 12.] [10. 10. 10.] [[4.5 4.5 4.5]]
# expect: 0 [0.  1.5]
# expect: [ 8. 10. 12.] [[ 8. 10. 12.]]
# expect: True [3. 4. 5.]
# expect: True [-2. -2. -2.]
# expect: [2 2] [0 0 0]

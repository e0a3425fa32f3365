# ufunc.reduce of a ufunc with no identity starts from the first element
# and folds in the rest (once each); several axes only for a reorderable
# ufunc (minimum, maximum), else NumPy's ValueError; accumulate needs a
# binary ufunc. The attributes of ufunc objects.
import numpy as np

print(np.subtract.reduce(np.array([100, 1, 2, 3])), np.subtract.reduce(np.array([5])))
m = np.arange(12).reshape(3, 4)
print(np.subtract.reduce(m, axis=0), np.subtract.reduce(m, axis=1))
print(np.true_divide.reduce(np.array([64.0, 2.0, 4.0])))
print(np.minimum.reduce(m, axis=None), np.maximum.reduce(np.arange(24).reshape(2, 3, 4), axis=(0, 2)))
try:
    np.subtract.reduce(m, axis=None)
except ValueError as e:
    print("ValueError", e)
try:
    np.subtract.reduce(np.array([], dtype=np.int64))
except ValueError as e:
    print("ValueError", e)
try:
    np.negative.accumulate(np.arange(3))
except ValueError as e:
    print("ValueError", e)
print(np.add.nargs, np.add.identity, np.multiply.identity, np.subtract.identity, np.exp.nargs)
print(np.add.ntypes == len(np.add.types), np.negative.nin, np.negative.nout)

# expect: 94 5
# expect: [-12 -13 -14 -15] [ -6 -14 -22]
# expect: 8.0
# expect: 0 [15 19 23]
# expect: ValueError reduction operation 'subtract' is not reorderable, so at most one axis may be specified
# expect: ValueError zero-size array to reduction operation subtract which has no identity
# expect: ValueError accumulate only supported for binary functions
# expect: 3 0 1 None 2
# expect: True 1 1

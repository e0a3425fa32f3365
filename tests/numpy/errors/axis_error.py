# numpy.AxisError: an axis out of range raises it (a ValueError and an
# IndexError, as in NumPy), from reductions, sorting, stacking, linalg.
import numpy as np

a = np.arange(6).reshape(2, 3)
print(np.AxisError.__mro__, issubclass(np.AxisError, ValueError), issubclass(np.AxisError, IndexError))
for f in [lambda: a.sum(axis=2), lambda: np.sum(a, axis=-3), lambda: np.sort(a, axis=5), lambda: np.cumsum(a, axis=2),
          lambda: np.concatenate([a, a], axis=2), lambda: np.linalg.norm(a, axis=4), lambda: np.add.reduce(a, axis=2),
          lambda: np.argmax(a, axis=2), lambda: np.median(a, axis=3), lambda: np.unique(a, axis=2)]:
    try:
        f()
    except np.AxisError as e:
        print(type(e).__name__, e)
try:
    np.mean(a, axis=7)
except IndexError as e:
    print("caught as IndexError:", e)
try:
    np.mean(a, axis=7)
except ValueError as e:
    print("caught as ValueError:", e)

# expect: (<class 'numpy.AxisError'>, <class 'ValueError'>, <class 'IndexError'>, <class 'LookupError'>, <class 'Exception'>, <class 'BaseException'>, <class 'object'>) True True
# expect: AxisError axis 2 is out of bounds for array of dimension 2
# expect: AxisError axis -3 is out of bounds for array of dimension 2
# expect: AxisError axis 5 is out of bounds for array of dimension 2
# expect: AxisError axis 2 is out of bounds for array of dimension 2
# expect: AxisError axis 2 is out of bounds for array of dimension 2
# expect: AxisError axis 4 is out of bounds for array of dimension 2
# expect: AxisError axis 2 is out of bounds for array of dimension 2
# expect: AxisError axis 2 is out of bounds for array of dimension 2
# expect: AxisError axis 3 is out of bounds for array of dimension 2
# expect: AxisError axis 2 is out of bounds for array of dimension 2
# expect: caught as IndexError: axis 7 is out of bounds for array of dimension 2
# expect: caught as ValueError: axis 7 is out of bounds for array of dimension 2

# np.msort warns DeprecationWarning (NumPy 1.24), caught and recorded here.
import warnings
import numpy as np

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    r = np.msort(np.array([[3, 9], [1, 2]]))
print(r.tolist(), len(w), w[0].category.__name__, str(w[0].message))
with warnings.catch_warnings():
    warnings.simplefilter('error', DeprecationWarning)
    try:
        np.msort([2, 1])
    except DeprecationWarning as e:
        print('raised:', e)

# expect: [[1, 2], [3, 9]] 1 DeprecationWarning msort is deprecated, use np.sort(a, axis=0) instead
# expect: raised: msort is deprecated, use np.sort(a, axis=0) instead

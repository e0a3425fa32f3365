# Without nopython=True, a function compiled code cannot type falls back
# to object mode (with Numba's NumbaWarning): each loop index calls the
# Python function with views of the cores, so Python objects work inside;
# with nopython=True the TypingError is raised.
import warnings
import numpy as np
from numba import guvectorize
from numba.core.errors import NumbaWarning, TypingError

NAMES = {0: 'zero', 1: 'one', 2: 'two'}

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter('always')

    @guvectorize(['void(int64[:], int64[:])'], '(n)->()')
    def name_lengths(x, out):
        total = 0
        for v in x:
            total += len(NAMES[v])
        out[0] = total

print([w.category.__name__ for w in caught][:1], issubclass(caught[0].category, NumbaWarning))
print('falling back to object mode' in str(caught[0].message))
print(name_lengths(np.array([[0, 1], [2, 2]])), name_lengths([1, 1, 1]))

try:
    @guvectorize(['void(int64[:], int64[:])'], '(n)->()', nopython=True)
    def strict(x, out):
        total = 0
        for v in x:
            total += len(NAMES[v])
        out[0] = total
except TypingError as e:
    print('TypingError', 'nopython' in str(e))

# expect: ['NumbaWarning'] True
# expect: True
# expect: [7 6] 9
# expect: TypingError True

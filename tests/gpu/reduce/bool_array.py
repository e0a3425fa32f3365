"""cuda.Reduce over a bool array (or of its elements) and over uint8."""
import numpy as np
from numba import cuda

any_true = cuda.Reduce(lambda a, b: a or b)
print(any_true(np.array([False, True, False])), any_true(np.array([False, False])))
print(cuda.Reduce(lambda a, b: a + b)(np.arange(10, dtype=np.uint8)))

# expect: True False
# expect: 45

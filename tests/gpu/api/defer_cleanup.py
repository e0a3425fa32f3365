"""cuda.defer_cleanup() is a context manager (yielding None) that nests and
lets exceptions through."""
from numba import cuda
import numpy as np

with cuda.defer_cleanup() as x:
    print(x)
    with cuda.defer_cleanup():
        d = cuda.to_device(np.arange(3))
        del d
    print("inner done")
try:
    with cuda.defer_cleanup():
        raise KeyError("k")
except KeyError as e:
    print("KeyError", e)
with cuda.defer_cleanup():
    print("again")

# expect: None
# expect: inner done
# expect: KeyError 'k'
# expect: again

"""An attribute neither the device array nor its host array has is an
AttributeError that says the wrapped array lacks it; hasattr() is False."""
from numba import cuda
import numpy as np

d = cuda.to_device(np.arange(3.0))
try:
    d.no_such_attribute
except AttributeError as e:
    print(e)
print(hasattr(d, 'no_such_attribute'), hasattr(d, 'sum'))

# expect: Wrapped array has no attribute 'no_such_attribute'
# expect: False True

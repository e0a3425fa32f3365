"""After cuda.close() no device is current; picking one from cuda.gpus
makes it current again, and device arrays still work."""
from numba import cuda
import numpy as np

cuda.close()
print(cuda.gpus.current)
print(cuda.gpus[0])
print(cuda.gpus.current)
print(cuda.to_device(np.arange(3)))

# expect: None
# expect: <Managed Device 0>
# expect: <Managed Device 0>
# expect: [0 1 2]

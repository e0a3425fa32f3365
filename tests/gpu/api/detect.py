"""cuda.detect() prints the devices it finds (the simulator's one) and
returns None; cuda.is_available() is True."""
# gpu: sim-only what detect() prints and returns for the simulator
from numba import cuda

r = cuda.detect()
print(r)
print(cuda.is_available())

# expect: Found 1 CUDA devices
# expect: id 0               SIMULATOR                              [SUPPORTED]
# expect:                       compute capability: 5.3
# expect: None
# expect: True

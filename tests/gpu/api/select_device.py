"""cuda.select_device(0) selects the simulator's device; any other id is an
error, as the simulator has only one device."""
from numba import cuda

cuda.select_device(0)
print(cuda.gpus.current.id)
try:
    cuda.select_device(1)
except AssertionError as e:
    print("AssertionError:", e)

# expect: 0
# expect: AssertionError: Only a single device supported by the simulator

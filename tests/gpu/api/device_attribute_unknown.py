"""Asking a device for an attribute CUDA does not have is an AttributeError
whose message is the name asked for."""
# oracle: skip Numba 0.56's simulator has no device attributes; expected: Numba's driver.Device
from numba import cuda

dev = cuda.get_current_device()
try:
    dev.NO_SUCH_ATTRIBUTE
except AttributeError as e:
    print("AttributeError", e)
print(hasattr(dev, 'WARP_SIZE'), hasattr(dev, 'NO_SUCH_ATTRIBUTE'))

# expect: AttributeError NO_SUCH_ATTRIBUTE
# expect: True False

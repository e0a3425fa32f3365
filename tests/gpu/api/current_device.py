"""cuda.get_current_device(): the simulator's device, named SIMULATOR (a str
that also has .decode() for code written for Numba's ctypes binding),
with its id, compute capability and uuid; select_device returns it."""
# gpu: sim-only prints the simulator device's name, capability and uuid
# oracle: skip Numba 0.56's simulator has no get_current_device; expected: Numba's driver.Device
from numba import cuda

dev = cuda.get_current_device()
print(dev.name, dev.name.decode(), dev.name.decode('utf-8') == 'SIMULATOR')
print(dev.id, dev.compute_capability, dev.uuid)
print(repr(dev))
print(cuda.select_device(0) == dev, cuda.gpus[0].name)

# expect: SIMULATOR SIMULATOR True
# expect: 0 (5, 3) GPU-00000000-0000-0000-0000-000000000000
# expect: <CUDA device 0 'SIMULATOR'>
# expect: True SIMULATOR

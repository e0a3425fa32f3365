"""cuda.current_context(): the device's id, its free and total memory as a
(free, total) named tuple, reset() and the device's uuid."""
# gpu: sim-only prints the simulator device's uuid
from numba import cuda

ctx = cuda.current_context()
print(ctx.id)
info = ctx.get_memory_info()
free, total = info
print(info._fields, info.free == free, info.total == total, free <= total)
print(ctx.reset())
print(ctx.device.uuid)
print(cuda.synchronize())

# expect: 0
# expect: ('free', 'total') True True True
# expect: None
# expect: GPU-00000000-0000-0000-0000-000000000000
# expect: None

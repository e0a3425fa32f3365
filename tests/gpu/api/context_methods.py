"""What Numba's context has beyond the simulator's: synchronize(), the
memory manager with its deallocation queue (the context's), and a
device with a name."""
# gpu: sim-only prints the simulator device's name
# oracle: skip Numba 0.56's simulator context has no synchronize, memory_manager or deallocations; expected: Numba's driver.Context
from numba import cuda

ctx = cuda.current_context()
print(ctx.synchronize())
mm = ctx.memory_manager
print(mm.deallocations is ctx.deallocations)
print(len(mm.deallocations))
mm.deallocations.clear()
print(len(ctx.deallocations))
print(ctx.device.name, ctx.device.id)
print(type(ctx.get_memory_info()).__name__)
print(cuda.current_context() is ctx)

# expect: None
# expect: True
# expect: 0
# expect: 0
# expect: SIMULATOR 0
# expect: MemoryInfo
# expect: True

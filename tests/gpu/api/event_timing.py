"""Elapsed time between two recorded events, in milliseconds (the host's
clock in the simulator); query() is True once recorded work is done.
Events made with timing=False, or not recorded, have no time: a
CudaAPIError with the driver's code and message."""
# oracle: skip Numba 0.56's simulator reports 0.0 with a warning and has no timing argument; expected: Numba's event_elapsed_time
from numba import cuda
import time

start, stop = cuda.event(), cuda.event(timing=True)
start.record()
time.sleep(0.02)
stop.record()
stop.synchronize()
ms = start.elapsed_time(stop)
print(type(ms).__name__, 15.0 <= ms < 1000.0)
print(cuda.event_elapsed_time(start, stop) == ms, stop.query())
untimed = cuda.event(timing=False)
untimed.record()
for a, b in [(start, untimed), (cuda.event(), stop)]:
    try:
        cuda.event_elapsed_time(a, b)
    except cuda.CudaAPIError as e:
        print(e.code, e)

# expect: float True
# expect: True True
# expect: 400 [400] Call to cuEventElapsedTime results in CUDA_ERROR_INVALID_HANDLE
# expect: 400 [400] Call to cuEventElapsedTime results in CUDA_ERROR_INVALID_HANDLE

"""Events on a GPU (here the stand-in driver: 2 ms per launch and 0.5 ms
per copy as its streams run them): record on a stream, query (False while
the work before the record is queued), synchronize, elapsed_time between
two records, wait (later work on one stream waits for another's record),
and the driver's errors as Numba raises them."""
# oracle: skip runs against tpy's stand-in CUDA driver (tests/gpu_fake/fake_libcuda.cpp)
import numpy as np
from numba import cuda


@cuda.jit
def inc(x):
    i = cuda.grid(1)
    if i < x.size:
        x[i] += 1


d = cuda.to_device(np.arange(4.0))
s, s2 = cuda.stream(), cuda.stream()
start, stop = cuda.event(), cuda.event(timing=True)
print(start.query())            # never recorded
start.record(s)
inc[128, 32, s](d)
d.copy_to_host(np.zeros(4), stream=s)
stop.record(stream=s)
print(start.query(), stop.query())
try:
    start.elapsed_time(stop)    # recorded, not yet reached
except cuda.CudaAPIError as e:
    print(e.code, e)
stop.synchronize()
print(start.query(), stop.query(), start.elapsed_time(stop), cuda.event_elapsed_time(start, stop))

# records on s2 around work on s: s2 has nothing between them
a, b = cuda.event(), cuda.event()
mark = cuda.event()
a.record(s2)
inc[128, 32, s](d)
mark.record(s)
b.record(s2)
print(a.query(), b.query())
s2.synchronize()
print(a.elapsed_time(b), a.query(), mark.query())
s.synchronize()

# wait: work on s2 after e.wait(s2) runs after s's work up to e's record
h = np.zeros(4)
e = cuda.event()
d.copy_to_host(h, stream=s)
e.record(s)
inc[128, 32, s](d)
e.wait(s2)
a.record(s2)
inc[128, 32, s2](d)
b.record(s2)
b.synchronize()
print(h, e.query(), a.elapsed_time(b))
s.synchronize()

# a record on the default stream is reached at once
c = cuda.event()
c.record()
print(c.query())
c.wait()
c.synchronize()

# the driver's errors
for x, y in [(start, cuda.event(timing=False)), (cuda.event(), stop)]:
    if x is start:
        y.record(s)
        y.synchronize()
    try:
        cuda.event_elapsed_time(x, y)
    except cuda.CudaAPIError as err:
        print(err.code, err)
try:
    start.record(cuda.external_stream(12345))
except cuda.CudaAPIError as err:
    print(err.code, err)
try:
    start.record("s")
except TypeError as err:
    print(err)

# expect: True
# expect: False False
# expect: 600 [600] Call to cuEventElapsedTime results in CUDA_ERROR_NOT_READY
# expect: True True 2.5 2.5
# expect: False False
# expect: 0.0 True False
# expect: [0. 1. 2. 3.] True 2.0
# expect: True
# expect: 400 [400] Call to cuEventElapsedTime results in CUDA_ERROR_INVALID_HANDLE
# expect: 400 [400] Call to cuEventElapsedTime results in CUDA_ERROR_INVALID_HANDLE
# expect: 400 [400] Call to cuEventRecord results in CUDA_ERROR_INVALID_HANDLE
# expect: Expected a Stream object or 0, got str

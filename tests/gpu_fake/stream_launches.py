"""Launches on a stream on a GPU (here the stand-in driver: 2 ms per
launch and 0.5 ms per copy as its streams run them, and kernels compute
nothing): kernel[grid, block, stream], a kernel given host arrays (copied
in and back on the stream), a CUDA ufunc and @cuda.reduce with stream=.
Their work waits on the stream (an event recorded first is not reached)
until it is synchronized; the elapsed time counts what ran there."""
# oracle: skip runs against tpy's stand-in CUDA driver (tests/gpu_fake/fake_libcuda.cpp)
import numpy as np
from numba import cuda, vectorize
from numba.core import config

config.CUDA_WARN_ON_IMPLICIT_COPY = 0


@cuda.jit
def inc(x):
    i = cuda.grid(1)
    if i < x.size:
        x[i] += 1


@vectorize(['float64(float64, float64)'], target='cuda')
def add(a, b):
    return a + b


@cuda.reduce
def total(a, b):
    return a + b


s = cuda.stream()


def timed(what, run):
    e1, e2 = cuda.event(), cuda.event()
    e1.record(s)
    result = run()
    e2.record(s)
    queued = not e1.query()
    s.synchronize()
    print(what, queued, e1.elapsed_time(e2))
    return result


d = cuda.to_device(np.arange(64.0))
dy = cuda.to_device(np.ones(64))
timed("kernel", lambda: inc[128, 32, s](d))
timed("kernel via configure", lambda: inc.configure(128, 32, stream=s)(d))
host = np.arange(8.0)
timed("kernel with a host array", lambda: inc[128, 32, s](host))
print(host)
out = timed("ufunc on device arrays", lambda: add(d, dy, stream=s))
print(type(out).__name__, out.stream is s, out.shape)
res = timed("ufunc on host arrays", lambda: add(np.arange(4.0), np.ones(4), stream=s))
print(type(res).__name__, res.shape)
dres = cuda.device_array(1)
timed("reduce into res", lambda: total(d, res=dres, stream=s))
timed("reduce from the host", lambda: total(np.arange(10.0), res=dres, stream=s))
# a launch on the legacy default stream first waits for s's queue (tpy's
# streams are blocking ones, as Numba's), so s's first record is reached
timed("kernel on the default stream", lambda: inc[128, 32](d))

# expect: kernel True 2.0
# expect: kernel via configure True 2.0
# expect: kernel with a host array True 3.0
# expect: [0. 1. 2. 3. 4. 5. 6. 7.]
# expect: ufunc on device arrays True 2.0
# expect: DeviceNDArray True (64,)
# expect: ufunc on host arrays True 3.5
# expect: ndarray (4,)
# expect: reduce into res True 2.5
# expect: reduce from the host True 3.0
# expect: kernel on the default stream False 2.0

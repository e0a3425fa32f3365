"""Streams on a GPU (here the stand-in driver, whose streams run their
queue when waited for): cuda.stream() is a driver stream; copies given a
stream (or made through an array bound to one) are asynchronous and land
once it is synchronized; the built-in streams' handles; add_callback and
auto_synchronize wait for the stream; a collected stream is destroyed at
the next flush of the deallocation queue; driver errors are CudaAPIError."""
# oracle: skip runs against tpy's stand-in CUDA driver (tests/gpu_fake/fake_libcuda.cpp)
import gc
import numpy as np
from numba import cuda

s = cuda.stream()
print(repr(s).startswith("<CUDA stream "), int(s) > 2, s.handle == int(s))
print(int(cuda.default_stream()), int(cuda.legacy_default_stream()), int(cuda.per_thread_default_stream()))

# a copy to the host on a stream: the array is valid after synchronize
d = cuda.to_device(np.arange(4.0))
h = np.zeros(4)
print(d.copy_to_host(h, stream=s) is h, h)
s.synchronize()
print(h)

# to_device on a stream binds the array to it: its copies use the stream
d2 = cuda.to_device(np.arange(5.0) * 3, stream=s)
r = d2.copy_to_host()
print(d2.stream is s, r is not None)
s.synchronize()
print(r)

# a new array from copy_to_host(stream=) stays alive and is filled at synchronize
out = d2.copy_to_host(stream=s)
gc.collect()
s.synchronize()
print(out)

# copy_to_device on a stream, host to device and device to device
d3 = cuda.device_array(4)
d3.copy_to_device(np.full(4, 7.0), stream=s)
d4 = cuda.device_array(4)
d4.copy_to_device(d3, stream=s)
h4 = np.zeros(4)
d4.copy_to_host(h4, stream=s)
print(h4)
s.synchronize()
print(h4)

# a strided view through the host on a stream (its span is staged)
m = cuda.to_device(np.arange(12.0).reshape(3, 4))
col = m[:, 1]
hc = col.copy_to_host(stream=s)
s.synchronize()
print(hc)
m.setitem((slice(None), 1), np.array([-1.0, -2.0, -3.0]), stream=s)
m.bind(s)[0, 0] = 0.5
s.synchronize()
print(m.copy_to_host().tolist())

# the legacy default stream waits for the streams tpy makes (blocking ones)
h5 = np.zeros(4)
d.copy_to_host(h5, stream=s)
print(d.copy_to_host(), h5)

# the default stream's handle is 0: a copy on it is done when it returns
h6 = np.zeros(4)
d.copy_to_host(h6, stream=cuda.default_stream())
print(h6)

# auto_synchronize and add_callback (which synchronizes, then calls)
h7 = np.zeros(4)
with s.auto_synchronize() as t:
    d.copy_to_host(h7, stream=t)
print(t is s, h7)
called = []
h8 = np.zeros(4)
d.copy_to_host(h8, stream=s)
s.add_callback(lambda st, status, arg: called.append((st is s, status, arg, h8[3])), "x")
s.add_callback(lambda st, status, arg: called.append(arg))
print(called)

# a collected stream is destroyed (its queue runs first); its handle is
# then no stream, which the driver reports
h9 = np.zeros(4)


def queue_on_new_stream():
    s9 = cuda.stream()
    d.copy_to_host(h9, stream=s9)
    return int(s9)


old = queue_on_new_stream()
gc.collect()
cuda.current_context().deallocations.clear()
print(h9)
try:
    cuda.external_stream(old).synchronize()
except cuda.CudaAPIError as e:
    print(e.code, e)
try:
    d.copy_to_host(stream="s")
except TypeError as e:
    print(e)

# expect: True True True
# expect: 0 1 2
# expect: True [0. 0. 0. 0.]
# expect: [0. 1. 2. 3.]
# expect: True True
# expect: [ 0.  3.  6.  9. 12.]
# expect: [ 0.  3.  6.  9. 12.]
# expect: [0. 0. 0. 0.]
# expect: [7. 7. 7. 7.]
# expect: [1. 5. 9.]
# expect: [[0.5, -1.0, 2.0, 3.0], [4.0, -2.0, 6.0, 7.0], [8.0, -3.0, 10.0, 11.0]]
# expect: [0. 1. 2. 3.] [0. 1. 2. 3.]
# expect: [0. 1. 2. 3.]
# expect: True [0. 1. 2. 3.]
# expect: [(True, 0, 'x', 3.0), None]
# expect: [0. 1. 2. 3.]
# expect: 400 [400] Call to cuStreamSynchronize results in CUDA_ERROR_INVALID_HANDLE
# expect: Expected a Stream object or 0, got str

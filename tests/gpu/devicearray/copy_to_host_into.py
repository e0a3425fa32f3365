"""copy_to_host(ary) fills the given host array and returns that same array;
with a stream it copies all the same, valid once the stream is synchronized."""
from numba import cuda
import numpy as np

d = cuda.to_device(np.arange(6.0).reshape(2, 3))
out = np.zeros((2, 3))
r = d.copy_to_host(out)
print(r is out)
print(out)
s = cuda.stream()
out2 = np.zeros((2, 3))
print(d.copy_to_host(out2, stream=s) is out2)
s.synchronize()
print(out2)
h = d.copy_to_host(stream=s)
s.synchronize()
print(h)

# expect: True
# expect: [[0. 1. 2.]
# expect:  [3. 4. 5.]]
# expect: True
# expect: [[0. 1. 2.]
# expect:  [3. 4. 5.]]
# expect: [[0. 1. 2.]
# expect:  [3. 4. 5.]]

"""copy_to_host(ary) fills the given host array and returns that same array;
with a stream it copies all the same."""
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
print(out2)
print(d.copy_to_host(stream=s))

# expect: True
# expect: [[0. 1. 2.]
# expect:  [3. 4. 5.]]
# expect: True
# expect: [[0. 1. 2.]
# expect:  [3. 4. 5.]]
# expect: [[0. 1. 2.]
# expect:  [3. 4. 5.]]

"""range loops, while, if/elif/else and tuples inside a kernel."""
from numba import cuda
import numpy as np


@cuda.jit
def collatz_steps(n, out):
    i = cuda.grid(1)
    if i >= n.size:
        return
    x = n[i]
    steps = 0
    while x != 1:
        if x % 2 == 0:
            x //= 2
        else:
            x = 3 * x + 1
        steps += 1
    lo, hi = (steps, x) if steps < 10 else (x, steps)
    total = 0
    for k in range(lo, hi + 1):
        total += k
    out[i] = total


n = np.array([1, 6, 7, 27], dtype=np.int64)
out = np.zeros(4, dtype=np.int64)
collatz_steps[1, 4](n, out)
print(out)

# expect: [   1    0  136 6216]

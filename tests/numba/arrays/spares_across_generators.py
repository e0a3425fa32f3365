# A generator consumed by a hot interpreted loop calls a compiled function
# that recycles arrays: the spares must not outlive the compiled call.
import numpy as np
from numba import njit
import gc

@njit
def work(n):
    s = 0.0
    for i in range(n):
        a = np.full(3, float(i))
        s += a[1]
    return s

def gen(k):
    for i in range(k):
        yield work(i % 5 + 1)

t = 0.0
for r in range(300):
    for v in gen(20):
        t += v
    junk = [np.ones(4) for _ in range(50)]
    if r % 50 == 0:
        gc.collect()
print(t)

# expect: 24000.0

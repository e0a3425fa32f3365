# repl: stdin
# Seed tutorial cell (host part of "GPU Memory"): float32 arrays from arange,
# scaled, then the first ten elements printed and echoed.
import numpy as np
n = 100000
x = np.arange(n).astype(np.float32)
y = 2 * x
print(x[:10])
y[:10]
(x + y)[-3:]
x.shape, y.dtype
# expect: [0. 1. 2. 3. 4. 5. 6. 7. 8. 9.]
# expect: array([ 0.,  2.,  4.,  6.,  8., 10., 12., 14., 16., 18.], dtype=float32)
# expect: array([299991., 299994., 299997.], dtype=float32)
# expect: ((100000,), dtype('float32'))

# Float sums use NumPy's pairwise summation in blocks of 8192, so the last digits match.
import numpy as np
x = np.arange(100000) * 0.1
print(np.sum(x), x.sum(), np.sum(x[::3]), np.sum(x.reshape(100, 1000), axis=1)[7])
y = np.linspace(0, 1, 30001)
print(y.sum(), np.mean(y), (y * y).sum())
f = np.arange(5000, dtype=np.float32) / 3
print(f.sum(), f.mean())

# expect: 499995000.0 499995000.0 166668333.3 749950.0
# expect: 15000.5 0.5 10000.500005555557
# expect: 4165833.5 833.1667

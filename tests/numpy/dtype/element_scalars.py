# Indexing gives NumPy scalars that print like NumPy's.
import numpy as np
f = np.array([0.1, 0.25], dtype=np.float32)
print(f[0], repr(f[1]), f[0] + f[1])
i = np.array([3, 4], dtype=np.int32)
print(i[0] * i[1], i[0].dtype)
print(np.arange(3.0)[1], np.arange(3)[2], np.array([True])[0])

# expect: 0.1 0.25 0.35
# expect: 12 int32
# expect: 1.0 2 True

# var and std of complex arrays are of |x - mean|**2, real (float32 for
# complex64), as NumPy's.
import numpy as np

for dt in [np.complex64, np.complex128]:
    a = np.array([[1 + 1j, 2, 3 - 2j], [0.5j, -1, 2 + 2j]], dtype=dt)
    v, s = a.var(), np.std(a)
    print(v, type(v).__name__, s, type(s).__name__)
    print(a.var(axis=0), a.var(axis=1).dtype, a.std(axis=1, ddof=1), np.var(a, axis=0, keepdims=True).shape)

# expect: 3.2847223 float32 1.8123803 float32
# expect: [0.3125 2.25   4.25  ] float32 [1.8257419 1.8484228] (1, 3)
# expect: 3.2847222222222214 float64 1.8123802642442952 float64
# expect: [0.3125 2.25   4.25  ] float64 [1.82574186 1.84842275] (1, 3)

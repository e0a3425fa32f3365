# where with broadcasting and value-based dtypes; clip.
import numpy as np
a = np.arange(6)
print(np.where(a > 2, a, -1), np.where(a % 2 == 0, 1.5, a))
print(repr(np.where([True, False], np.float32(1), np.float32(2))))
print(np.clip(a, 1, 4), a.clip(2, 3), np.clip(a, None, 2), repr(np.clip(a, 1.5, 3)))

# expect: [-1 -1 -1  3  4  5] [1.5 1.  1.5 3.  1.5 5. ]
# expect: array([1., 2.], dtype=float32)
# expect: [1 1 2 3 4 4] [2 2 2 3 3 3] [0 1 2 2 2 2] array([1.5, 1.5, 2. , 3. , 3. , 3. ])

# Iteration walks the first axis; len; tolist.
import numpy as np
m = np.arange(6).reshape(3, 2)
for row in m:
    print(row, len(row))
print([x * 2 for x in np.arange(3.0)], len(m))
print(m.tolist(), np.arange(3.0).tolist(), np.array([1, 2], dtype=np.float32).tolist())

# expect: [0 1] 2
# expect: [2 3] 2
# expect: [4 5] 2
# expect: [0.0, 2.0, 4.0] 3
# expect: [[0, 1], [2, 3], [4, 5]] [0.0, 1.0, 2.0] [1.0, 2.0]

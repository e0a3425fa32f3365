# NumPy integer scalars work wherever Python wants an index.
import numpy as np
i = np.int32(2)
print([10, 20, 30][i], list(range(np.int8(3))), "abc"[np.uint8(1)], np.arange(5)[i])

# expect: 30 [0, 1, 2] b 2

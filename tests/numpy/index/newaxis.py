# np.newaxis / None insert length-1 axes.
import numpy as np
a = np.arange(3)
print(a[:, np.newaxis].shape, a[np.newaxis, :].shape, a[None].shape, a[:, None, None].shape)
print(a[:, None] * a[None, :])

# expect: (3, 1) (1, 3) (1, 3) (3, 1, 1)
# expect: [[0 0 0]
# expect:  [0 1 2]
# expect:  [0 2 4]]

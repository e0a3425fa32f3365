# any / all as functions and methods, with axis.
import numpy as np
x = np.array([[0, 1], [0, 0]])
print(np.any(x), np.all(x), x.any(axis=0), x.all(axis=1), np.any([0.0, 0.5]), np.all([]))
print((np.arange(5) > 2).any(), (np.arange(5) >= 0).all())

# expect: True False [False  True] [False False] True True
# expect: True True

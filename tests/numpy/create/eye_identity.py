# eye with M and k, identity.
import numpy as np
print(repr(np.eye(3)))
print(repr(np.eye(2, 3, k=1)))
print(repr(np.eye(3, dtype=int)))
print(repr(np.identity(2)))

# expect: array([[1., 0., 0.],
# expect:        [0., 1., 0.],
# expect:        [0., 0., 1.]])
# expect: array([[0., 1., 0.],
# expect:        [0., 0., 1.]])
# expect: array([[1, 0, 0],
# expect:        [0, 1, 0],
# expect:        [0, 0, 1]])
# expect: array([[1., 0.],
# expect:        [0., 1.]])

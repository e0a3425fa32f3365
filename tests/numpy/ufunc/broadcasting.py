# Broadcasting shapes together.
import numpy as np
a = np.arange(3)
b = np.arange(6).reshape(2, 3)
c = np.arange(2).reshape(2, 1)
print(a + b, b * c, a + c)
print((np.ones((2, 1, 3)) + np.ones((4, 1))).shape)
try:
    np.arange(3) + np.arange(4)
except ValueError as e:
    print(e)
try:
    b + np.ones((3, 2))
except ValueError as e:
    print(e)

# expect: [[0 2 4]
# expect:  [3 5 7]] [[0 0 0]
# expect:  [3 4 5]] [[0 1 2]
# expect:  [1 2 3]]
# expect: (2, 4, 3)
# expect: operands could not be broadcast together with shapes (3,) (4,) 
# expect: operands could not be broadcast together with shapes (2,3) (3,2) 

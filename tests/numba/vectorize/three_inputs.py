# A three-input function: nin is 3 and all three inputs broadcast.
import numpy as np
from numba import vectorize


@vectorize
def lerp(a, b, t):
    return a + (b - a) * t


r = lerp(np.zeros(3), np.array([10.0, 20.0, 30.0]), np.array([[0.0], [0.5], [1.0]]))
print(r)
print(lerp.nin, lerp.nargs, lerp.types)


@vectorize(['int64(int64, int64, int64)'])
def mad(x, y, z):
    return x * y + z


print(mad(np.arange(4), 3, np.arange(4)[::-1]))

# expect: [[ 0.  0.  0.]
# expect:  [ 5. 10. 15.]
# expect:  [10. 20. 30.]]
# expect: 3 4 ['ddd->d']
# expect: [3 5 7 9]

# Lists of arrays (the arrays themselves: writes through an item are seen),
# lists of lists, lists of str, and np.array of a list.
import numpy as np
from numba import njit


@njit
def arrays(n):
    l = [np.zeros(2) for _ in range(n)]
    l[0][1] = 5.0
    return l


@njit
def nested(n):
    l = [[i, i + 1] for i in range(n)]
    l[0].append(99)
    return l, l[1][0]


@njit
def words(s):
    l = s.split(",")
    l.append("z")
    return l, ",".join(l), sorted(l), "a" in l


@njit
def to_array(n):
    l = [i * 1.0 for i in range(n)]
    return np.array(l), np.array([[1, 2], [3, 4]]), np.array(l, dtype=np.int32)


print(arrays(2))
print(nested(2))
print(words("b,a"))
print(to_array(3))

# expect: [array([0., 5.]), array([0., 0.])]
# expect: ([[0, 1, 99], [1, 2]], 1)
# expect: (['b', 'a', 'z'], 'b,a,z', ['a', 'b', 'z'], True)
# expect: (array([0., 1., 2.]), array([[1, 2],
# expect:        [3, 4]]), array([0, 1, 2], dtype=int32))

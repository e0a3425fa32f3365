# Generator.shuffle (in place, axis 0) and permutation (a copy) with
# NumPy's masked random_interval on buffered 32-bit draws.
import numpy as np
for seed in (0, 1, 99):
    g = np.random.default_rng(seed)
    x = np.arange(10)
    g.shuffle(x)
    m = np.arange(12).reshape(4, 3)
    g.shuffle(m)
    l = list(range(6))
    g.shuffle(l)
    print(x, l)
    print(m)
    y = np.array([1.5, 2.5, 3.5])
    print(g.permutation(8), g.permutation(y), y, g.permutation(np.arange(6).reshape(3, 2)).tolist())
try:
    g.permutation(2.5)
except IndexError as e:
    print("error:", e)

# expect: [4 6 2 7 3 5 9 0 8 1] [3, 2, 0, 1, 4, 5]
# expect: [[ 0  1  2]
# expect:  [ 6  7  8]
# expect:  [ 3  4  5]
# expect:  [ 9 10 11]]
# expect: [4 7 6 2 5 1 3 0] [3.5 1.5 2.5] [1.5 2.5 3.5] [[4, 5], [2, 3], [0, 1]]
# expect: [8 4 7 0 1 2 5 9 6 3] [0, 1, 3, 4, 5, 2]
# expect: [[ 3  4  5]
# expect:  [ 9 10 11]
# expect:  [ 6  7  8]
# expect:  [ 0  1  2]]
# expect: [1 7 3 5 0 2 4 6] [3.5 1.5 2.5] [1.5 2.5 3.5] [[2, 3], [0, 1], [4, 5]]
# expect: [4 6 0 3 8 1 2 5 7 9] [5, 0, 2, 1, 3, 4]
# expect: [[ 3  4  5]
# expect:  [ 9 10 11]
# expect:  [ 0  1  2]
# expect:  [ 6  7  8]]
# expect: [4 6 5 7 2 0 1 3] [2.5 1.5 3.5] [1.5 2.5 3.5] [[2, 3], [4, 5], [0, 1]]
# expect: error: axis 0 is out of bounds for array of dimension 0

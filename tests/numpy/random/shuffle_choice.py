# shuffle, permutation and choice follow RandomState's legacy algorithms.
import numpy as np
np.random.seed(3)
a = np.arange(10)
np.random.shuffle(a)
print(a)
m = np.arange(12).reshape(4, 3)
np.random.shuffle(m)
print(m)
l = [1, 2, 3, 4, 5]
np.random.shuffle(l)
print(l)
print(np.random.permutation(6), np.random.permutation([0.5, 1.5, 2.5]))
print(np.random.choice(5), np.random.choice(5, size=4), np.random.choice([10, 20, 30], size=(2, 2)))
print(np.random.choice(10, size=3, replace=False))

# expect: [5 4 1 2 9 6 7 0 3 8]
# expect: [[ 0  1  2]
# expect:  [ 9 10 11]
# expect:  [ 3  4  5]
# expect:  [ 6  7  8]]
# expect: [3, 2, 4, 5, 1]
# expect: [3 5 4 1 2 0] [1.5 0.5 2.5]
# expect: 4 [1 3 2 0] [[30 20]
# expect:  [20 30]]
# expect: [2 5 9]

# Generator.choice: Lemire-bounded indices, Floyd's algorithm or a tail
# shuffle without replacement (shuffled unless shuffle=False), p-weighted
# cdf search, rows of a 2-d `a`, and its checks.
import numpy as np
for seed in (0, 1, 12345):
    g = np.random.default_rng(seed)
    print(g.choice(10, 5), g.choice(10, 5, replace=False), g.choice(10, 5, replace=False, shuffle=False))
    print(g.choice(20000, 5, replace=False), g.choice(20000, 1000, replace=False)[:5], g.choice(20000, 1000, replace=False, shuffle=False)[-5:])
    print(g.choice([10, 20, 30], size=(2, 2), p=[0.2, 0.3, 0.5]), g.choice(10, 4, replace=False, p=[0.1] * 10))
    print(g.choice(np.arange(12).reshape(4, 3), 2), g.choice(7), g.choice([1.5, 2.5]), g.choice(5, size=()))
bad = [
    ([], 3, True, None), (0, 3, True, None), (5, 6, False, None), (3, None, True, [1.0]),
    (3, None, True, [[1.0]]), (2.5, None, True, None), (3, None, True, [0.5, 0.2, 0.2]),
    (5, 3, False, [0.5, 0.5, 0, 0, 0]),
]
g = np.random.default_rng(2)
for a, size, replace, p in bad:
    try:
        g.choice(a, size, replace, p)
    except ValueError as e:
        print("ValueError:", e)

# expect: [8 6 5 2 3] [0 7 6 8 1] [5 6 7 4 9]
# expect: [16315 18697    54 13416  5546] [12395  4062 15824 16790  9790] [  831  3863 11053  5241  3676]
# expect: [[10 30]
# expect:  [10 10]] [9 6 7 5]
# expect: [[0 1 2]
# expect:  [0 1 2]] 5 2.5 4
# expect: [4 5 7 9 0] [7 2 0 5 3] [1 2 5 4 0]
# expect: [  551 15068 16756 17309 10762] [ 6082  9050 13625  3230  6211] [18813  8549  4668 14053  8064]
# expect: [[20 10]
# expect:  [30 30]] [9 6 3 0]
# expect: [[0 1 2]
# expect:  [3 4 5]] 4 2.5 4
# expect: [6 2 7 3 2] [4 5 8 6 3] [1 6 7 8 9]
# expect: [14121 18977 18832  4964 18297] [ 7231 13598 18885  2443 16543] [17291 18324 15719   573   295]
# expect: [[10 30]
# expect:  [20 20]] [4 9 1 3]
# expect: [[ 9 10 11]
# expect:  [ 9 10 11]] 2 2.5 4
# expect: ValueError: a cannot be empty unless no samples are taken
# expect: ValueError: a must be a positive integer unless no samples are taken
# expect: ValueError: Cannot take a larger sample than population when replace is False
# expect: ValueError: a and p must have same size
# expect: ValueError: p must be 1-dimensional
# expect: ValueError: a must be a sequence or an integer, not <class 'float'>
# expect: ValueError: probabilities do not sum to 1
# expect: ValueError: Fewer non-zero entries in p than size

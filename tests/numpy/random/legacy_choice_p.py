# RandomState's choice beyond the uniform case: p without replacement (the
# redraw loop), arrays and lists as `a`, size tuples, and the checks.
import numpy as np
for seed in (0, 2, 40):
    np.random.seed(seed)
    print(np.random.choice(10, 5, replace=False, p=[0.1] * 10), np.random.choice(5, 5, replace=False, p=[0.05, 0.05, 0.1, 0.3, 0.5]))
    print(np.random.choice([1.5, 2.5, 3.5], size=(2, 3), p=[0.6, 0.3, 0.1]))
    print(np.random.choice(np.arange(100, 106), size=(2, 2), replace=False), np.random.choice([7, 8, 9], p=[0.0, 0.5, 0.5]))
    print(np.random.choice(4, size=(), p=[0.25] * 4), np.random.choice([3, 4], size=()), np.random.choice(3, 0, replace=False))
bad = [
    (5, 3, False, [0.5, 0.5, 0, 0, 0]), ([], 3, True, None), (0, 3, True, None), ([[1, 2]], 3, True, None),
    (5, 6, False, None), (3, None, True, [0.5, float("nan"), 0.5]), (3, None, True, [1.5, -0.5, 0]),
    (3, None, True, [[1.0]]), (3, None, True, [1.0]), (3, None, True, [0.5, 0.2, 0.2]), (2.5, None, True, None),
]
for a, size, replace, p in bad:
    try:
        np.random.choice(a, size, replace, p)
    except ValueError as e:
        print("ValueError:", e)

# expect: [5 7 6 4 3] [3 4 2 0 1]
# expect: [[2.5 2.5 2.5]
# expect:  [3.5 2.5 1.5]]
# expect: [[104 101]
# expect:  [100 102]] 8
# expect: 3 4 []
# expect: [4 0 5 3 2] [4 3 0 2 1]
# expect: [[2.5 1.5 2.5]
# expect:  [1.5 1.5 1.5]]
# expect: [[104 100]
# expect:  [102 105]] 8
# expect: 2 3 []
# expect: [4 0 7 2 3] [4 3 0 2 1]
# expect: [[2.5 1.5 1.5]
# expect:  [1.5 2.5 3.5]]
# expect: [[101 104]
# expect:  [100 105]] 8
# expect: 1 4 []
# expect: ValueError: Fewer non-zero entries in p than size
# expect: ValueError: 'a' cannot be empty unless no samples are taken
# expect: ValueError: a must be greater than 0 unless no samples are taken
# expect: ValueError: a must be 1-dimensional
# expect: ValueError: Cannot take a larger sample than population when 'replace=False'
# expect: ValueError: probabilities contain NaN
# expect: ValueError: probabilities are not non-negative
# expect: ValueError: 'p' must be 1-dimensional
# expect: ValueError: 'a' and 'p' must have same size
# expect: ValueError: probabilities do not sum to 1
# expect: ValueError: a must be 1-dimensional or an integer

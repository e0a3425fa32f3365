# Edge cases of both generators: populations of 0/1, empty and zero sizes,
# integer-like 'a', float sizes, array sizes and parameters of odd shapes.
import numpy as np
def t(f):
    try: r = f(); print(repr(r.tolist() if hasattr(r, 'tolist') else r))
    except Exception as e: print(type(e).__name__, e)
np.random.seed(1)
g = np.random.default_rng(1)
for s in (np.random, g):
    t(lambda: s.choice(1, 3))
    t(lambda: s.choice(5, (0, 2)))
    t(lambda: s.choice(0, 0))
    t(lambda: s.choice([], 0))
    t(lambda: s.choice(5, 0, replace=False, p=[0.2]*5))
    t(lambda: s.choice(3, 3, replace=False, p=[0.5, 0.5, 0.0]))
    t(lambda: s.choice(True, 2))
    t(lambda: s.choice(np.int32(4), 2))
    t(lambda: s.choice(np.array([[1, 2], [3, 4], [5, 6]]), 2) if s is g else 0)
    t(lambda: s.choice(5, -1))
    t(lambda: s.choice(5, p=np.array([0.2]*5, dtype=np.float32)))
    t(lambda: s.choice(5, 2.0))
    t(lambda: s.permutation([]))
    t(lambda: s.permutation(0))
    t(lambda: s.permutation(-1))
    t(lambda: s.poisson(np.array([[1.0, 2.0]]), size=2))
    t(lambda: s.gamma(1.0, size=(2, 0)))
    t(lambda: s.binomial(np.array([5, 10]), 0.5, size=(3, 2)))
    t(lambda: s.exponential(scale=np.float32(2)))
    t(lambda: s.poisson(lam=[]))
    t(lambda: s.beta(0.5, 0.5, size=np.int64(3)))
    t(lambda: s.geometric(p=[0.5, 1.0]))
    t(lambda: s.binomial(10, [0.0, 1.0, 0.5]))
    t(lambda: s.poisson(5.0, size=[2]))

# expect: [0, 0, 0]
# expect: []
# expect: []
# expect: []
# expect: []
# expect: ValueError Fewer non-zero entries in p than size
# expect: [0, 0]
# expect: [1, 3]
# expect: 0
# expect: ValueError negative dimensions are not allowed
# expect: 3
# expect: TypeError expected a sequence of integers or a single integer, got '2.0'
# expect: []
# expect: []
# expect: []
# expect: ValueError Output size (2,) is not compatible with broadcast dimensions of inputs (1, 2).
# expect: [[], []]
# expect: [[0, 4], [1, 3], [1, 4]]
# expect: 1.010905083421497
# expect: []
# expect: [0.6229482279764192, 0.9182504259939993, 0.9990281924263757]
# expect: [2, 1]
# expect: [0, 10, 4]
# expect: [7, 3]
# expect: [0, 0, 0]
# expect: []
# expect: []
# expect: []
# expect: []
# expect: ValueError Fewer non-zero entries in p than size
# expect: [0, 0]
# expect: [1, 2]
# expect: [[5, 6], [5, 6]]
# expect: ValueError negative dimensions are not allowed
# expect: 0
# expect: TypeError expected a sequence of integers or a single integer, got '2.0'
# expect: []
# expect: []
# expect: []
# expect: ValueError Output size (2,) is not compatible with broadcast dimensions of inputs (1, 2).
# expect: [[], []]
# expect: [[4, 4], [2, 6], [2, 5]]
# expect: 0.05942688392455175
# expect: []
# expect: [0.6622289443375206, 0.14886571224608436, 0.3089078773787732]
# expect: [1, 1]
# expect: [0, 10, 4]
# expect: [8, 7]

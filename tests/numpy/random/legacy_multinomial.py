# RandomState's multinomial: binomials on the remaining probability mass.
import numpy as np
for seed in (0, 13):
    np.random.seed(seed)
    print(np.random.multinomial(20, [0.2, 0.3, 0.5]), np.random.multinomial(100, [1 / 6.0] * 6))
    print(np.random.multinomial(10, [0.5, 0.5], size=3))
    print(np.random.multinomial(1000, [0.1, 0.0, 0.9], size=(2, 2)))
    print(np.random.multinomial(0, [0.5, 0.5]), np.random.multinomial(5, [1.0]), np.random.multinomial(3, [0.8, 0.8]))
    print(np.random.multinomial(5.7, [0.5, 0.5]), np.random.multinomial(4, [0.5, 0.5], size=0).shape)
for args in ((-1, [0.5, 0.5]), (3, [-0.1, 1.1]), (3, [0.7, 0.6, 0.1]), (3, 0.5)):
    try:
        np.random.multinomial(*args)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# expect: [4 7 9] [18 17 15 18 16 16]
# expect: [[7 3]
# expect:  [8 2]
# expect:  [5 5]]
# expect: [[[107   0 893]
# expect:   [101   0 899]]
# expect:
# expect:  [[ 87   0 913]
# expect:   [118   0 882]]]
# expect: [0 0] [5] [3 0]
# expect: [3 2] (0, 2)
# expect: [ 5  4 11] [20 23 21 12 13 11]
# expect: [[6 4]
# expect:  [6 4]
# expect:  [6 4]]
# expect: [[[ 96   0 904]
# expect:   [ 88   0 912]]
# expect:
# expect:  [[100   0 900]
# expect:   [102   0 898]]]
# expect: [0 0] [5] [3 0]
# expect: [2 3] (0, 2)
# expect: ValueError n < 0
# expect: ValueError pvals < 0, pvals > 1 or pvals contains NaNs
# expect: ValueError sum(pvals[:-1]) > 1.0
# expect: TypeError pvals must be a 1-d sequence

# Generator.poisson / binomial (and geometric): NumPy's samplers on PCG64
# doubles; binomial skips the draw for n = 0 or p = 0.
import numpy as np
for seed in (0, 11, 2024):
    g = np.random.default_rng(seed)
    print(g.poisson(), g.poisson(3.5, 8), g.poisson(10.0, 4), g.poisson([0.5, 50.0, 5e8]))
    print(g.binomial(10, 0.3, 6), g.binomial(1000, 0.4, 4), g.binomial(5000, 0.97, 2))
    print(g.binomial([0, 5, 100], [0.0, 0.9, 0.5]), g.binomial(0, 0.5), g.random())
    print(g.geometric(0.5, 4), g.geometric(0.05, 4))
g = np.random.default_rng(8)
for a in (g.poisson(30, 100000), g.binomial(200, 0.3, 100000)):
    print(int(a.sum()), a[::30000].tolist())
for f, args in ((g.poisson, (-1,)), (g.poisson, ([1.0, -1.0],)), (g.binomial, (-1, 0.5)), (g.binomial, (3, 1.5)), (g.geometric, (0,))):
    try:
        f(*args)
    except ValueError as e:
        print("ValueError:", e)

# expect: 1 [1 7 1 4 1 4 6 6] [11 11  9  7] [        0        58 499982196]
# expect: [1 2 2 3 4 2] [390 406 417 425] [4860 4878]
# expect: [ 0  3 44] 0 0.6202134520153778
# expect: [8 5 1 3] [12  2 87 33]
# expect: 0 [2 2 3 3 6 4 4 3] [12 15  8 15] [        0        54 500005571]
# expect: [2 1 2 0 4 3] [383 407 399 376] [4845 4856]
# expect: [ 0  4 51] 0 0.25814085185458835
# expect: [6 5 1 1] [ 4 68  2  4]
# expect: 1 [4 2 3 0 5 3 3 2] [15 13 15  7] [        1        47 499990226]
# expect: [2 0 4 2 2 2] [394 402 393 414] [4856 4856]
# expect: [ 0  5 48] 0 0.24125679396452204
# expect: [1 1 1 1] [ 9  1  2 26]
# expect: 2999961 [27, 31, 36, 27]
# expect: 6000528 [49, 64, 57, 58]
# expect: ValueError: lam < 0 or lam is NaN
# expect: ValueError: lam < 0 or lam contains NaNs
# expect: ValueError: n < 0
# expect: ValueError: p < 0, p > 1 or p is NaN
# expect: ValueError: p <= 0, p > 1 or p contains NaNs

# RandomState's binomial: inversion while n*min(p, 1-p) <= 30, BTPE above;
# the legacy version draws even for n = 0 or p = 0.
import numpy as np
for seed in (0, 4, 77):
    np.random.seed(seed)
    print(np.random.binomial(10, 0.3, 8), np.random.binomial(10, 0.8, 4))
    print(np.random.binomial(1000, 0.4, 6), np.random.binomial(5000, 0.97, 3))
    print(np.random.binomial([0, 5, 100], [0.0, 0.9, 0.5]), np.random.binomial(0, 0.5), np.random.random())
    print(np.random.binomial(np.array([[10], [200]]), [0.1, 0.6], size=(3, 2, 2)).tolist())
print(np.random.binomial(5.7, 0.5, 2), np.random.binomial([3.9], 1.0))
for args in ((-1, 0.5), (3, 1.5), (3, float("nan")), ([-1], 0.5), (3, [0.5, 1.5])):
    try:
        np.random.binomial(*args)
    except ValueError as e:
        print("ValueError:", e)

# expect: [3 4 3 3 3 3 3 5] [6 8 7 8]
# expect: [397 401 375 433 397 385] [4866 4840 4858]
# expect: [ 0  5 45] 0 0.6169339968747569
# expect: [[[3, 5], [18, 118]], [[0, 5], [22, 117]], [[0, 7], [21, 122]]]
# expect: [6 3 6 4 4 2 6 0] [9 8 7 9]
# expect: [389 388 372 390 406 422] [4853 4851 4833]
# expect: [ 0  5 52] 0 0.6239161135482231
# expect: [[[2, 7], [19, 117]], [[0, 6], [21, 136]], [[1, 7], [20, 127]]]
# expect: [5 3 4 1 1 4 2 3] [9 8 8 7]
# expect: [406 405 379 415 393 379] [4857 4840 4839]
# expect: [ 0  4 54] 0 0.10754107880259256
# expect: [[[1, 6], [19, 124]], [[2, 7], [18, 122]], [[3, 7], [19, 123]]]
# expect: [1 1] [3]
# expect: ValueError: n < 0
# expect: ValueError: p < 0, p > 1 or p is NaN
# expect: ValueError: p < 0, p > 1 or p is NaN
# expect: ValueError: n < 0
# expect: ValueError: p < 0, p > 1 or p contains NaNs

# RandomState's geometric: a cdf search for p >= 1/3, the legacy inversion
# ceil(log1p(-U) / log(1 - p)) below.
import numpy as np
for seed in (0, 8, 31337):
    np.random.seed(seed)
    print(np.random.geometric(0.5, 8), np.random.geometric(1.0, 2))
    print(np.random.geometric(0.05, 8), np.random.geometric(1e-6, 2))
    print(np.random.geometric([0.9, 0.2], size=(2, 2)), np.random.geometric(p=0.3))
for p in (0, 1.5, float("nan"), [0.5, 0.0]):
    try:
        np.random.geometric(p)
    except ValueError as e:
        print("ValueError:", e)

# expect: [2 2 2 2 1 2 1 4] [1 1]
# expect: [31 15 17 51  2  2  1 35] [1505784 2040314]
# expect: [[2 8]
# expect:  [1 7]] 1
# expect: [3 5 3 2 1 1 1 1] [1 1]
# expect: [16 16 28 25 19 11  7 72] [406127 246926]
# expect: [[ 1 19]
# expect:  [ 1  2]] 1
# expect: [2 5 1 1 1 6 3 1] [1 1]
# expect: [22 47  7 11  1 40  2 37] [722041  49729]
# expect: [[1 4]
# expect:  [1 3]] 1
# expect: ValueError: p <= 0, p > 1 or p contains NaNs
# expect: ValueError: p <= 0, p > 1 or p contains NaNs
# expect: ValueError: p <= 0, p > 1 or p contains NaNs
# expect: ValueError: p <= 0, p > 1 or p contains NaNs

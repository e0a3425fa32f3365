# RandomState's triangular: inverse cdf on one uniform, with NumPy's checks.
import numpy as np
for seed in (0, 6):
    np.random.seed(seed)
    print(np.random.triangular(0, 1, 3, 5).tolist(), np.random.triangular(-1.0, -1.0, 1.0))
    print(np.random.triangular([0, 1], [2, 1], 4, size=(2, 2)))
for args in ((1, 0, 2), (0, 3, 2), (1, 1, 1), ([0, 1], [0.5, 0.5], 2), ([0, 0], [0.5, 0.5], [1, 0])):
    try:
        np.random.triangular(*args)
    except ValueError as e:
        print("ValueError:", e)

# expect: [1.354667517966034, 1.6927648253793492, 1.456167190538387, 1.3475167468265772, 1.1404110120871946] -0.19013593666159645
# expect: [[1.87101515 3.01306384]
# expect:  [3.46083591 1.64436286]]
# expect: [2.1982275314130635, 0.9979676427136962, 1.9643237660093724, 0.3536804732746066, 0.568304530870469] -0.2727103924990315
# expect: [[2.06055134 1.71292039]
# expect:  [1.63806679 2.15681658]]
# expect: ValueError: left > mode
# expect: ValueError: mode > right
# expect: ValueError: left == right
# expect: ValueError: left > mode
# expect: ValueError: mode > right

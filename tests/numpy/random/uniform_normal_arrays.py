# uniform and normal of both generators broadcast array parameters, with
# NumPy's range and scale checks.
import numpy as np
np.random.seed(4)
g = np.random.default_rng(4)
for s in (np.random, g):
    print(s.uniform([0.0, 10.0], [[20.0], [100.0]]), s.uniform(-1.0, 1.0, size=(2,)), s.uniform(high=[2.0, 3.0]))
    print(s.normal([0.0, 10.0], [[1.0], [0.0]]), s.normal(5.0, size=2), s.normal(scale=[1.0, 2.0], size=(2, 2)))
    for args in ((0, float("inf")), ([0.0, 0.0], [1.0, float("inf")]), (1.0, 0.0), ([0.0, 1.0], [1.0, 0.0])):
        try:
            print(s.uniform(*args))
        except (OverflowError, ValueError) as e:
            print(type(e).__name__, e)
    for scale in (-1.0, [1.0, -0.0]):
        try:
            s.normal(0.0, scale)
        except ValueError as e:
            print("ValueError:", e)

# expect: [[19.34059678 15.47232249]
# expect:  [97.268436   74.33343943]] [ 0.39545765 -0.56782101] [1.95254891 0.01869077]
# expect: [[-0.41830152  8.41542276]
# expect:  [ 0.         10.        ]] [5.33225003 3.85252337] [[ 0.61866969 -0.17597386]
# expect:  [ 0.4250724   0.66450629]]
# expect: OverflowError Range exceeds valid bounds
# expect: OverflowError Range exceeds valid bounds
# expect: 0.8268345785040518
# expect: [0.07494859 0.39925728]
# expect: ValueError: scale < 0
# expect: ValueError: scale < 0
# expect: [[18.86112211 15.11327553]
# expect:  [97.62437057 17.27524215]] [ 0.21471166 -0.24702683] [1.60380241 0.52358345]
# expect: [[-1.60818778 10.24177188]
# expect:  [ 0.         10.        ]] [5.31664502 5.51054666] [[-1.49311668  4.50545825]
# expect:  [-1.91564556  2.20360371]]
# expect: OverflowError high - low range exceeds valid bounds
# expect: OverflowError Range exceeds valid bounds
# expect: ValueError high - low < 0
# expect: ValueError high - low < 0
# expect: ValueError: scale < 0
# expect: ValueError: scale < 0

# Estimating pi with default_rng: points in the unit square, batches, errors.
import numpy as np

rng = np.random.default_rng(seed=2024)
n = 10_000
pts = rng.random((n, 2))
print(pts[:3])
inside = (pts ** 2).sum(axis=1) <= 1.0
print(inside[:10])
print(inside.dtype, inside.sum())
pi_est = 4 * inside.mean()
print("pi ~", pi_est)
print(repr(pi_est), type(pi_est))
print("error:", abs(pi_est - np.pi))

estimates = []
for batch in range(5):
    xy = rng.uniform(-1, 1, size=(2, 2000))
    hit = np.hypot(xy[0], xy[1]) < 1
    estimates.append(4 * np.count_nonzero(hit) / 2000)
estimates = np.array(estimates)
print(estimates)
print(estimates.mean(), estimates.std(ddof=1))

ints = rng.integers(0, 100, size=8)
print(ints, ints.dtype)
print(rng.integers(5, size=(2, 3)))
print(rng.normal(size=3))
print(rng.permutation(6))
perm = np.arange(5)
rng.shuffle(perm)
print(perm)
print(rng.choice(["heads", "tails"], size=5))

theta = rng.uniform(0, 2 * np.pi, 4)
print(np.round(np.cos(theta) ** 2 + np.sin(theta) ** 2, 12))
running = 4 * np.cumsum(inside) / np.arange(1, n + 1)
print(running[[9, 99, 999, 9999]])
print(np.float64(np.pi), np.float32(np.pi))
print(repr(np.float32(pi_est)))

# expect: [[0.67583134 0.2143232 ]
# expect:  [0.30945203 0.7994661 ]
# expect:  [0.9958021  0.14223182]]
# expect: [ True  True False  True  True  True  True  True False  True]
# expect: bool 7890
# expect: pi ~ 3.156
# expect: 3.156 <class 'numpy.float64'>
# expect: error: 0.014407346410207023
# expect: [3.16  3.212 3.162 3.206 3.202]
# expect: 3.1883999999999997 0.02527449307107861
# expect: [31  7 78 24 37 38  5 40] int64
# expect: [[2 1 1]
# expect:  [3 4 4]]
# expect: [ 2.52812365  1.57544402 -0.6582985 ]
# expect: [4 5 3 0 2 1]
# expect: [4 1 0 3 2]
# expect: ['heads' 'tails' 'heads' 'heads' 'tails']
# expect: [1. 1. 1. 1.]
# expect: [3.2   3.28  3.104 3.156]
# expect: 3.141592653589793 3.1415927
# expect: 3.156

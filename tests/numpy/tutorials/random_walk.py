# Random walks with cumsum: one walk, many walks, first crossing times.
import numpy as np

rng = np.random.default_rng(12345)
steps = rng.choice([-1, 1], size=20)
print(steps)
walk = np.cumsum(steps)
print(walk)
print("min", walk.min(), "max", walk.max(), "final", walk[-1])
print(type(walk[-1]))

np.random.seed(0)
draws = np.random.randint(0, 2, size=(5, 1000))
walks = np.where(draws > 0, 1, -1).cumsum(axis=1)
print(walks.shape)
print(walks[:, -1])
print(walks.max(axis=1), walks.min(axis=1))

hits = (np.abs(walks) >= 10).any(axis=1)
print(hits, hits.sum())
crossing = (np.abs(walks[hits]) >= 10).argmax(axis=1)
print(crossing)
print(crossing.mean())

normal_steps = rng.normal(loc=0, scale=0.25, size=(3, 6))
print(np.round(normal_steps, 3))
print(np.round(normal_steps.cumsum(axis=1), 3))

mean_sq = (walks.astype(float) ** 2).mean(axis=0)
print(mean_sq[[0, 9, 99, 999]])
print(np.sqrt(mean_sq[-1]))

returns_to_zero = (walks == 0).sum(axis=1)
print(returns_to_zero)
print(np.argsort(returns_to_zero))

# expect: [ 1 -1  1 -1 -1  1  1  1  1 -1  1 -1  1  1 -1 -1 -1  1  1  1]
# expect: [ 1  0  1  0 -1  0  1  2  3  2  3  2  3  4  3  2  1  2  3  4]
# expect: min -1 max 4 final 4
# expect: <class 'numpy.int64'>
# expect: (5, 1000)
# expect: [ 8 30 48 -6  8]
# expect: [36 30 49 16 45] [ -5 -17 -18 -16 -17]
# expect: [ True  True  True  True  True] 5
# expect: [47 53 79 53 65]
# expect: 59.4
# expect: [[ 0.587  0.242 -0.19   0.226 -0.117 -0.015]
# expect:  [ 0.197 -0.314  0.144  0.35   0.331 -0.075]
# expect:  [ 0.226 -0.405 -0.04   0.112 -0.336 -0.02 ]]
# expect: [[ 0.587  0.829  0.639  0.865  0.748  0.733]
# expect:  [ 0.197 -0.117  0.027  0.377  0.707  0.632]
# expect:  [ 0.226 -0.18  -0.219 -0.107 -0.443 -0.463]]
# expect: [  1.    8.8  58.4 673.6]
# expect: 25.953805116013335
# expect: [ 9  8 12 39 28]
# expect: [1 0 2 4 3]

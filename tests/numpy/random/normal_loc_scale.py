# Generator.normal(loc, scale, size): loc + scale * z with NumPy's ziggurat z;
# scalar and array loc/scale broadcast, size None gives a float, scale < 0 fails.
import numpy as np
g = np.random.default_rng(2024)
print(repr(g.normal()), repr(g.normal(10.0, 0.5)), g.normal(size=3))
print(g.normal(-3, 2, size=(2, 3)))
print(g.normal([0.0, 100.0, -100.0], 1.0))
print(g.normal(0.0, [[1.0], [10.0]], size=(2, 3)))
print(g.normal(np.arange(4), np.full(4, 0.25)))
print(g.normal(5, 0.0, size=2), g.normal(loc=1, scale=2, size=1).dtype)
z = g.normal(3.0, 2.5, 100_000)
print(repr(z.mean()), repr(z.std()))
try:
    g.normal(0, -1.0)
except ValueError as e:
    print("ValueError", e)
try:
    g.normal(0, [1.0, -2.0], size=2)
except ValueError as e:
    print("ValueError", e)
print(repr(g.random()))

# expect: 1.0288568739519013 10.820960020335574 [ 1.14671953 -0.97317952 -1.3928001 ]
# expect: [[-2.86560729 -1.27729816 -1.9816264 ]
# expect:  [ 0.62057115 -1.49831305 -1.72048089]]
# expect: [ -0.73132252  98.89228296 -98.51559441]
# expect: [[  0.0489124    0.81152012  -1.37642284]
# expect:  [ -4.36370736 -12.91091633  -7.75678684]]
# expect: [0.22576577 0.62985467 1.86647679 3.04094714]
# expect: [5. 5.] float64
# expect: 3.006279389009758 2.4967749038735088
# expect: ValueError scale < 0
# expect: ValueError scale < 0
# expect: 0.1768050611914146

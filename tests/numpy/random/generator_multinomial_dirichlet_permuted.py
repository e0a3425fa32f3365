# Generator.multinomial, dirichlet (RandomState's too: normalised gammas;
# Generator's stick-breaking betas when every alpha < 0.1) and
# Generator.permuted (each slice along axis shuffled on its own).
import numpy as np
g = np.random.default_rng(4)
print(g.multinomial(20, [0.2, 0.3, 0.5]), g.multinomial(100, [1/6.]*6, size=3), g.multinomial(5, [0.5, 0.5], size=(2, 2)), g.random())
print(g.multinomial(1000, [0.1, 0.2, 0.7], 2), g.random())
for bad in [lambda: g.multinomial(5, 0.5), lambda: g.multinomial(5, [0.7, 0.7]), lambda: g.multinomial(-1, [0.5, 0.5]),
            lambda: g.multinomial(5, [1.5, -0.5]), lambda: g.multinomial(5, [])]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
r = np.random.RandomState(4)
print(r.dirichlet([0.5, 1, 2], 3), r.rand(), r.dirichlet([0.05, 0.02]), r.dirichlet([1, 2], size=(2, 1)))
g = np.random.default_rng(4)
print(g.dirichlet([0.5, 1, 2], 3), g.random(), g.dirichlet([0.05, 0.02, 0.08], 2), g.random())
print(g.dirichlet([1, 1]), g.dirichlet([0.01]), g.dirichlet([]), g.dirichlet([1, float('nan')]))
for bad in [lambda: g.dirichlet([1, -1]), lambda: g.dirichlet([[1, 2]]), lambda: r.dirichlet([0, 1]), lambda: g.dirichlet(3)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
g = np.random.default_rng(8)
print(g.permuted(np.arange(5)), g.permuted(np.arange(12).reshape(3, 4)), g.random())
print(g.permuted(np.arange(12).reshape(3, 4), axis=1), g.random())
print(g.permuted(np.arange(12).reshape(3, 4), axis=0), g.random())
print(g.permuted(np.arange(24).reshape(2, 3, 4), axis=1), g.random())
print(g.permuted(np.arange(24).reshape(2, 3, 4), axis=-1), g.random())
print(g.permuted([[1.5, 2], [3, 4]], axis=0))
x = np.arange(6).reshape(2, 3)
o = np.empty((2, 3), dtype=np.int64)
res = g.permuted(x, axis=1, out=o)
print(res is o, o, x)
o2 = np.zeros((3, 2), dtype=np.int64).T
print(g.permuted(x, out=o2), g.random())
for bad in [lambda: g.permuted(x, axis=2), lambda: g.permuted(x, out=[1]), lambda: g.permuted(x, out=np.empty(3))]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)

# expect: [7 5 8] [[24 10 17 15 19 15]
# expect:  [13 22 17 20 14 14]
# expect:  [16 20 24 12 19  9]] [[[4 1]
# expect:   [1 4]]
# expect:
# expect:  [[3 2]
# expect:   [3 2]]] 0.9428036791291672
# expect: [[ 95 208 697]
# expect:  [ 99 208 693]] 0.5220870022114477
# expect: ValueError pvals must have at least 1 dimension and the last dimension of pvals must be greater than 0.
# expect: ValueError n < 0
# expect: ValueError pvals < 0, pvals > 1 or pvals contains NaNs
# expect: ValueError pvals must have at least 1 dimension and the last dimension of pvals must be greater than 0.
# expect: [[0.33361793 0.34737135 0.31901072]
# expect:  [0.01264879 0.29869434 0.68865686]
# expect:  [0.50413418 0.06853353 0.42733229]] 0.43614664687979765 [0.99782687 0.00217313] [[[0.04888687 0.95111313]]
# expect:
# expect:  [[0.15538732 0.84461268]]]
# expect: [[0.29859022 0.3844967  0.31691308]
# expect:  [0.07112345 0.76164712 0.16722942]
# expect:  [0.41295868 0.01076313 0.57627819]] 0.3697257926524288 [[1.40692682e-13 5.30913286e-08 9.99999947e-01]
# expect:  [9.99993885e-01 2.98323586e-17 6.11507721e-06]] 0.5002261893487459
# expect: [0.90422245 0.09577755] [1.] [] [nan nan]
# expect: ValueError alpha <= 0
# expect: ValueError object too deep for desired array
# expect: ValueError alpha <= 0
# expect: TypeError object of type 'int' has no len()
# expect: [3 0 1 2 4] [[11  3  0  7]
# expect:  [ 9  8 10  1]
# expect:  [ 2  6  4  5]] 0.47896545416271696
# expect: [[ 2  1  0  3]
# expect:  [ 6  5  4  7]
# expect:  [ 8 10  9 11]] 0.813827670155021
# expect: [[ 4  5 10  3]
# expect:  [ 8  9  6 11]
# expect:  [ 0  1  2  7]] 0.15020611196196842
# expect: [[[ 4  1  2  3]
# expect:   [ 0  9  6  7]
# expect:   [ 8  5 10 11]]
# expect:
# expect:  [[12 17 18 23]
# expect:   [16 13 14 15]
# expect:   [20 21 22 19]]] 0.13398713179937904
# expect: [[[ 3  0  2  1]
# expect:   [ 6  7  4  5]
# expect:   [10  8  9 11]]
# expect:
# expect:  [[14 13 15 12]
# expect:   [19 18 17 16]
# expect:   [20 23 21 22]]] 0.37502175569829954
# expect: [[1.5 2. ]
# expect:  [3.  4. ]]
# expect: True [[1 2 0]
# expect:  [3 5 4]] [[0 1 2]
# expect:  [3 4 5]]
# expect: [[2 5 3]
# expect:  [1 4 0]] 0.5650279397645245
# expect: AxisError axis 2 is out of bounds for array of dimension 2
# expect: TypeError out must be a numpy array
# expect: ValueError out must have the same shape as x

# multivariate_normal: standard normals times a factor of cov (RandomState:
# the SVD's sqrt(s)[:, None] * vh; Generator: u * sqrt(s), or eigh or
# cholesky), NumPy's checks and its RuntimeWarning for a cov that is not
# positive-semidefinite.
import numpy as np
import warnings
cov3 = [[2., 0.3, 0.1], [0.3, 1., -0.2], [0.1, -0.2, 0.5]]
np.random.seed(5)
print(np.random.multivariate_normal([0, 0], np.eye(2), 2))
print(np.random.multivariate_normal([1, 2, 3], cov3, size=(2, 2)))
print(np.random.multivariate_normal([1, 2], [[1, 0.5], [0.5, 2]]), np.random.rand())
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    print(np.random.multivariate_normal([0, 0], [[1, 2], [2, 1]], 2))
    print([(x.category.__name__, str(x.message)) for x in w])
for kw in [dict(check_valid='raise'), dict(check_valid='bad'), dict(check_valid='ignore')]:
    try:
        print(np.random.multivariate_normal([0, 0], [[1, 2], [2, 1]], 1, **kw))
    except ValueError as e:
        print('ValueError', e)
for m, c in [([[0, 0]], np.eye(2)), ([0, 0], np.eye(3)), ([0, 0], [1, 2])]:
    try:
        np.random.multivariate_normal(m, c)
    except ValueError as e:
        print('ValueError', e)
g = np.random.default_rng(12345)
print(g.multivariate_normal([0, 0], np.eye(2), 2))
print(g.multivariate_normal([1, 2, 3], cov3, size=3))
for m in ['svd', 'eigh', 'cholesky']:
    print(m, g.multivariate_normal([1, 2], [[1, 0.5], [0.5, 2]], 2, method=m))
try:
    g.multivariate_normal([0], [[1]], method='x')
except ValueError as e:
    print('ValueError', e)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    print(g.multivariate_normal([0, 0], [[1, 2], [2, 1]], 1, method='eigh'))
    print([(x.category.__name__, str(x.message)) for x in w])

# expect: [[ 0.44122749 -0.33087015]
# expect:  [ 2.43077119 -0.25209213]]
# expect: [[[ 1.28746413  0.3265596   3.0900747 ]
# expect:   [ 1.89425636  1.97738719  2.90513899]]
# expect:
# expect:  [[ 2.64302997  2.5489118   2.75709269]
# expect:   [-0.16880562  3.09539813  1.90770071]]]
# expect: [3.18255731 2.94743574] 0.5999291966249876
# expect: [[0.41478489 1.81488311]
# expect:  [0.17518954 1.82738621]]
# expect: [('RuntimeWarning', 'covariance is not symmetric positive-semidefinite.')]
# expect: ValueError covariance is not symmetric positive-semidefinite.
# expect: ValueError check_valid must equal 'warn', 'raise', or 'ignore'
# expect: [[-2.56667822 -2.91709966]]
# expect: ValueError mean must be 1 dimensional
# expect: ValueError mean and cov must have same length
# expect: ValueError cov must be 2 dimensional and square
# expect: [[-1.42382504  1.26372846]
# expect:  [-0.87066174 -0.25917323]]
# expect: [[ 1.04471743  2.36664351  1.91018177]
# expect:  [ 0.3385837   0.96790686  1.97495909]
# expect:  [-1.98356476  0.0658252   2.84480709]]
# expect: svd [[1.12877861 3.39742732]
# expect:  [1.6144505  1.64789521]]
# expect: eigh [[2.36120685 2.36217047]
# expect:  [0.60087236 4.2916297 ]]
# expect: cholesky [[ 0.70030148  3.04460076]
# expect:  [-0.62158273  0.97994391]]
# expect: ValueError method must be one of {'eigh', 'svd', 'cholesky'}
# expect: [[-1.96340166 -1.32773539]]
# expect: [('RuntimeWarning', 'covariance is not symmetric positive-semidefinite.')]

# np.cov with fweights and aweights (alone, together, with ddof and bias),
# and the checks NumPy makes on them.
import numpy as np

m = np.array([[0.0, 1.0, 2.0, 4.0, 3.5], [2.0, 1.0, 0.0, -1.0, 0.25]])
f = [1, 2, 1, 3, 1]
a = [0.5, 1.0, 0.25, 2.0, 1.0]
print(np.cov(m, fweights=f), np.cov(m, aweights=a), np.cov(m, fweights=f, aweights=a))
print(np.cov(m, fweights=f, ddof=0), np.cov(m, aweights=a, bias=True), np.cov(m, fweights=f, aweights=a, ddof=2))
print(np.cov(m[0], fweights=f), np.cov(m.T, rowvar=False, aweights=a))
for bad in [lambda: np.cov(m, fweights=[1.5, 1, 1, 1, 1]), lambda: np.cov(m, fweights=[[1, 1, 1, 1, 1]]),
            lambda: np.cov(m, fweights=[1, 1]), lambda: np.cov(m, fweights=[1, -1, 1, 1, 1]),
            lambda: np.cov(m, aweights=[[1.0] * 5]), lambda: np.cov(m, aweights=[1.0]),
            lambda: np.cov(m, aweights=[1, 1, -0.5, 1, 1])]:
    try:
        bad()
    except (TypeError, RuntimeError, ValueError) as e:
        print(type(e).__name__, e)

# expect: [[ 2.67410714 -1.73883929]
# expect:  [-1.73883929  1.26674107]] [[ 3.11923077 -1.99038462]
# expect:  [-1.99038462  1.47596154]] [[ 2.31583072 -1.54819749]
# expect:  [-1.54819749  1.13538401]]
# expect: [[ 2.33984375 -1.52148438]
# expect:  [-1.52148438  1.10839844]] [[ 2.2465374  -1.43351801]
# expect:  [-1.43351801  1.06301939]] [[ 2.86614937 -1.91610087]
# expect:  [-1.91610087  1.40518914]]
# expect: 2.674107142857143 [[ 3.11923077 -1.99038462]
# expect:  [-1.99038462  1.47596154]]
# expect: TypeError fweights must be integer
# expect: RuntimeError cannot handle multidimensional fweights
# expect: RuntimeError incompatible numbers of samples and fweights
# expect: ValueError fweights cannot be negative
# expect: RuntimeError cannot handle multidimensional aweights
# expect: RuntimeError incompatible numbers of samples and aweights
# expect: ValueError aweights cannot be negative

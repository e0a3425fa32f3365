# np.cov (rowvar, bias, ddof, y=, dtype=) and np.corrcoef on small exact data.
import numpy as np

m = np.array([[0, 1, 2, 4], [2, 1, 0, -1], [1, 3, 2, 2]])
print(np.cov(m), np.cov(m, bias=True), np.cov(m, ddof=0), np.cov(m.T, rowvar=False))
print(np.cov([1, 2, 4, 7]), np.cov([1, 2, 4], [3, 1, 0]), np.cov([[1, 2], [3, 4]], [[0, 1], [1, 0]]))
print(np.cov(np.array([1, 2, 4], dtype=np.float32)).dtype, np.cov([1.5, 2.5], dtype=np.float32), np.cov([[1, 2, 3]]))
print(np.corrcoef(m), np.corrcoef([1, 2, 3], [3, 2, 1.5]), np.corrcoef([1, 2, 4]), np.corrcoef(m.T, rowvar=False))
rng = np.random.default_rng(1)
d = rng.integers(0, 10, (3, 20))
print(np.cov(d), np.corrcoef(d))
for bad in [lambda: np.cov(np.ones((2, 2, 2))), lambda: np.cov([1, 2], np.ones((2, 2, 2)))]:
    try:
        bad()
    except ValueError as e:
        print(e)

# expect: [[ 2.91666667 -2.16666667  0.33333333]
# expect:  [-2.16666667  1.66666667 -0.33333333]
# expect:  [ 0.33333333 -0.33333333  0.66666667]] [[ 2.1875 -1.625   0.25  ]
# expect:  [-1.625   1.25   -0.25  ]
# expect:  [ 0.25   -0.25    0.5   ]] [[ 2.1875 -1.625   0.25  ]
# expect:  [-1.625   1.25   -0.25  ]
# expect:  [ 0.25   -0.25    0.5   ]] [[ 2.91666667 -2.16666667  0.33333333]
# expect:  [-2.16666667  1.66666667 -0.33333333]
# expect:  [ 0.33333333 -0.33333333  0.66666667]]
# expect: 7.0 [[ 2.33333333 -2.16666667]
# expect:  [-2.16666667  2.33333333]] [[ 0.5  0.5  0.5 -0.5]
# expect:  [ 0.5  0.5  0.5 -0.5]
# expect:  [ 0.5  0.5  0.5 -0.5]
# expect:  [-0.5 -0.5 -0.5  0.5]]
# expect: float64 0.5 1.0
# expect: [[ 1.         -0.98270763  0.23904572]
# expect:  [-0.98270763  1.         -0.31622777]
# expect:  [ 0.23904572 -0.31622777  1.        ]] [[ 1.         -0.98198051]
# expect:  [-0.98198051  1.        ]] 1.0 [[ 1.         -0.98270763  0.23904572]
# expect:  [-0.98270763  1.         -0.31622777]
# expect:  [ 0.23904572 -0.31622777  1.        ]]
# expect: [[ 9.50263158  0.21578947 -2.67368421]
# expect:  [ 0.21578947  7.69473684 -1.34736842]
# expect:  [-2.67368421 -1.34736842 11.2       ]] [[ 1.          0.02523547 -0.25916667]
# expect:  [ 0.02523547  1.         -0.14513778]
# expect:  [-0.25916667 -0.14513778  1.        ]]
# expect: m has more than 2 dimensions
# expect: y has more than 2 dimensions

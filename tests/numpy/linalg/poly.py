# np.polyfit (through lstsq, full=True, w, cov) and np.polyval.
import numpy as np

x = np.array([0.0, 1.0, 2.0, 3.0, 4.0, 5.0])
y = np.array([0.0, 0.8, 0.9, 0.1, -0.8, -1.0])
print(np.round(np.polyfit(x, y, 3), 8))
print(np.round(np.polyfit(x, 2 * x + 1, 1), 10), np.round(np.polyfit([1, 2, 3], [1, 4, 9], 2), 10) + 0.0)
c, res, rank, sv, rcond = np.polyfit(x, y, 2, full=True)
print(np.round(c, 8), np.round(res, 8), rank, np.round(sv, 8), rcond)
print(np.round(np.polyfit(x, np.stack([y, 2 * y], axis=1), 1), 8))
print(np.round(np.polyfit(x, y, 1, w=np.arange(1., 7.)), 8))
c, cov = np.polyfit(x, y, 1, cov=True)
print(np.round(c, 8), np.round(cov, 8))
print(np.polyval([1, 2, 3], 2), np.polyval([1., 0., -1.], np.array([0., 1., 2.])), np.polyval([3, 0, 1], [[1, 2], [3, 4]]))
print(np.round(np.polyval(np.polyfit(x, 2 * x + 1, 1), 10.0), 8), np.polyval([], 3), np.polyval([2], np.arange(3)))
for args in (([1, 2], [1, 2], -1), ([[1, 2]], [1, 2], 1), ([], [], 1), ([1, 2], [1, 2, 3], 1)):
    try:
        np.polyfit(*args)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# expect: [ 0.08703704 -0.81349206  1.69312169 -0.03968254]
# expect: [2. 1.] [1. 0. 0.]
# expect: [-0.16071429  0.50071429  0.22142857] [0.53057143] 3 [1.63695746 0.55276656 0.12173503] 1.3322676295501878e-15
# expect: [[-0.30285714 -0.60571429]
# expect:  [ 0.75714286  1.51428571]]
# expect: [-0.50803571  1.48035714]
# expect: [-0.30285714  0.75714286] [[ 0.0213551  -0.05338776]
# expect:  [-0.05338776  0.1957551 ]]
# expect: 11 [-1.  0.  3.] [[ 4 13]
# expect:  [28 49]]
# expect: 21.0 0 [2 2 2]
# expect: ValueError expected deg >= 0
# expect: TypeError expected 1D vector for x
# expect: TypeError expected non-empty vector for x
# expect: TypeError expected x and y to have same length

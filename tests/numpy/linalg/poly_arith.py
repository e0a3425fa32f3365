# polyder, polyint, polyadd, polysub, polymul on coefficient arrays (arrays
# back) and on poly1d (poly1d back), with NumPy's errors.
import numpy as np

print(np.polyder([1, 0, -2, 5]), np.polyder([1, 0, -2, 5], 2), np.polyder([3.0, 1.0], 0))
print(np.polyder(np.array([1.5, 2.0, 3.0]), m=3))
print(np.polyint([3, 2, 1]), np.polyint([6.0, 2.0], 2), np.polyint([1, 1], k=5), np.polyint([2], 2, k=[1, 2]))
print(np.polyadd([1, 2], [3, 4, 5]), np.polyadd([1.5, 2, 3], [1]), np.polysub([1, 2, 3], [1, 1]), np.polysub([1], [2, 3]))
print(np.polymul([1, 1], [1, -1]), np.polymul([0, 1, 2], [3.0]), np.polymul([1, 2, 3], [0, 0, 1]))
p = np.poly1d([1, -3, 2])
print(repr(np.polyder(p)), repr(np.polyint(p)), repr(np.polyadd(p, [1, 1])), repr(np.polymul([1, 1], p)))
print(repr(np.polysub(p, p)))
q = np.polyint(np.polyder([4.0, 3.0, 2.0, 1.0]), k=1.0)
print(q, np.polyval(q, 2.0))
for bad in (lambda: np.polyder([1, 2], -1), lambda: np.polyint([1, 2], -1)):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)

# expect: [ 3  0 -2] [6 0] [3. 1.]
# expect: []
# expect: [1. 1. 1. 0.] [1. 1. 0. 0.] [0.5 1.  5. ] [1. 1. 2.]
# expect: [3 5 7] [1.5 2.  4. ] [1 1 2] [-2 -2]
# expect: [ 1  0 -1] [3. 6.] [1 2 3]
# expect: poly1d([ 2, -3]) poly1d([ 0.33333333, -1.5       ,  2.        ,  0.        ]) poly1d([ 1, -2,  3]) poly1d([ 1, -2, -1,  2])
# expect: poly1d([0])
# expect: [4. 3. 2. 1.] 49.0
# expect: ValueError: Order of derivative must be positive (see polyint)
# expect: ValueError: Order of integral must be positive (see polyder)

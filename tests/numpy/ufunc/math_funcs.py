# The math ufuncs on float64 arrays.
import numpy as np
x = np.array([0.0, 0.5, 1.0, 2.0])
print(np.sqrt(x), np.exp(x), np.log(x + 1))
print(np.sin(x), np.cos(x), np.tan(x))
print(np.arctan2(x, 2.0), np.hypot(x, 3.0))
print(np.floor([-1.5, 2.5]), np.ceil([-1.5, 2.5]), np.abs([-1.5, 2]), np.absolute(-3))
print(np.minimum([1, 5], [3, 2]), np.maximum([1.0, np.nan], [3.0, 1.0]))
print(np.isnan([1.0, np.nan]), np.isfinite([np.inf, 1.0, np.nan]), np.isinf([np.inf, -np.inf, 0.0]))
print(np.sqrt(4), np.exp(0.0), np.sqrt(np.arange(3)))
print(np.power(2, [1, 2, 3]), np.power(2.0, -1), np.sign([-2, 0, 3]))

# expect: [0.         0.70710678 1.         1.41421356] [1.         1.64872127 2.71828183 7.3890561 ] [0.         0.40546511 0.69314718 1.09861229]
# expect: [0.         0.47942554 0.84147098 0.90929743] [ 1.          0.87758256  0.54030231 -0.41614684] [ 0.          0.54630249  1.55740772 -2.18503986]
# expect: [0.         0.24497866 0.46364761 0.78539816] [3.         3.04138127 3.16227766 3.60555128]
# expect: [-2.  2.] [-1.  3.] [1.5 2. ] 3
# expect: [1 2] [ 3. nan]
# expect: [False  True] [False  True False] [ True  True False]
# expect: 2.0 1.0 [0.         1.         1.41421356]
# expect: [2 4 8] 0.5 [-1  0  1]

# np.nan_to_num (copy=, nan/posinf/neginf, float32, complex, integers,
# scalars) and np.isposinf / np.isneginf (out=, integers, complex error).
import numpy as np

x = np.array([np.nan, np.inf, -np.inf, 1.5, -0.0])
print(np.nan_to_num(x), np.nan_to_num(x, nan=-1, posinf=9, neginf=-9), x)
y = x.copy()
r = np.nan_to_num(y, copy=False)
print(r is y, y)
print(np.nan_to_num(np.array([np.nan, np.inf], dtype=np.float32)), np.nan_to_num(np.nan), np.nan_to_num(np.inf), np.nan_to_num([1, 2]))
print(np.nan_to_num(np.array([complex(np.nan, np.inf), complex(-np.inf, 2)])), np.nan_to_num(7), repr(np.nan_to_num(-np.inf)))
print(np.isposinf([np.inf, -np.inf, 1, np.nan]), np.isneginf([np.inf, -np.inf, 1]), np.isposinf(-np.inf), np.isneginf(np.array([1, 2])))
o = np.zeros(3, dtype=bool)
print(np.isneginf(np.array([-np.inf, 0.0, -np.inf]), out=o) is o, o, np.isposinf(np.array([np.inf], dtype=np.float32)))
try:
    np.isneginf(1j)
except TypeError as e:
    print(e)

# expect: [ 0.00000000e+000  1.79769313e+308 -1.79769313e+308  1.50000000e+000
# expect:  -0.00000000e+000] [-1.   9.  -9.   1.5 -0. ] [ nan  inf -inf  1.5 -0. ]
# expect: True [ 0.00000000e+000  1.79769313e+308 -1.79769313e+308  1.50000000e+000
# expect:  -0.00000000e+000]
# expect: [0.0000000e+00 3.4028235e+38] 0.0 1.7976931348623157e+308 [1 2]
# expect: [ 0.00000000e+000+1.79769313e+308j -1.79769313e+308+2.00000000e+000j] 7 -1.7976931348623157e+308
# expect: [ True False False False] [False  True False] False [False False]
# expect: True [ True False  True] [ True]
# expect: This operation is not supported for complex128 values because it would be ambiguous.

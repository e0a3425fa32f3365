# astype(int/float/bool) of str arrays parses the text as int()/float() do
import numpy as np

print(repr(np.array(['1', '-23', ' 4 ']).astype(int)))
print(repr(np.array(['1.5', '2', '-1e3', 'inf']).astype(float)))
print(repr(np.array(['12', '7']).astype(np.int32)))
print(repr(np.array(['0.5']).astype(np.float32)))
print(repr(np.array(['1', '0', '5']).astype(bool)))
a = np.array([3, 4])
a[0] = '17'
print(a)

# expect: array([  1, -23,   4])
# expect: array([    1.5,     2. , -1000. ,     inf])
# expect: array([12,  7], dtype=int32)
# expect: array([0.5], dtype=float32)
# expect: array([ True, False,  True])
# expect: [17  4]

# ==, !=, <, <=, >, >= on str arrays, elementwise, against arrays or a str
import numpy as np

a = np.array(['b', 'a', 'cc', 'ab'])
b = np.array(['b', 'x', 'c', 'ab'])
print(a == b, a != b, a < b, a <= b, a > b, a >= b)
print(a == 'b', 'b' == a, 'b' < a, a < 'b')
print(a[:, None] == b[:3])
print(np.equal(a, b), np.less(a, 'b'), np.greater_equal(a, a))
print(np.array('abc') == 'abc', np.array(['a', 'a\x00']) == 'a')
print(np.array(['é', 'e', 'z']) > 'f')

# expect: [ True False False  True] [False  True  True False] [False  True False False] [ True  True False  True] [False False  True False] [ True False  True  True]
# expect: [ True False False False] [ True False False False] [False False  True False] [False  True False  True]
# expect: [[ True False False]
# expect:  [False False False]
# expect:  [False False False]
# expect:  [False False False]]
# expect: [ True False False  True] [False  True False  True] [ True  True  True  True]
# expect: True [ True  True]
# expect: [ True False  True]

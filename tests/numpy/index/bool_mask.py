# Boolean masks select (copies) and assign.
import numpy as np
a = np.arange(10)
print(a[a % 2 == 0], a[a > 100])
m = np.arange(12).reshape(3, 4)
print(m[m > 6])
print(m[np.array([True, False, True])])
a[a > 6] = 0
print(a)
m[m % 3 == 0] = -m[m % 3 == 0]
print(m)

# expect: [0 2 4 6 8] []
# expect: [ 7  8  9 10 11]
# expect: [[ 0  1  2  3]
# expect:  [ 8  9 10 11]]
# expect: [0 1 2 3 4 5 6 0 0 0]
# expect: [[ 0  1  2 -3]
# expect:  [ 4  5 -6  7]
# expect:  [ 8 -9 10 11]]

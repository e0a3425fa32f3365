# np.diff, a.real / a.imag, `in`, and np.array(range(n)).
import numpy as np
print(np.diff([1, 4, 9, 16]), np.diff(np.arange(12).reshape(3, 4) ** 2, axis=0), np.diff([1.0, 2.5, 2.0], n=2))
c = np.array([1 + 2j, 3 - 4j])
print(c.real, c.imag, np.arange(3.0).real, np.arange(3).imag)
c.imag[0] = 9
print(c)
print(3 in np.arange(5), 7 in np.arange(5), 4 in np.arange(6).reshape(2, 3))
print(repr(np.array(range(4))), np.array(range(3), dtype=np.float32))

# expect: [3 5 7] [[16 24 32 40]
# expect:  [48 56 64 72]] [-2.]
# expect: [1. 3.] [ 2. -4.] [0. 1. 2.] [0 0 0]
# expect: [1.+9.j 3.-4.j]
# expect: True False True
# expect: array([0, 1, 2, 3]) [0. 1. 2.]

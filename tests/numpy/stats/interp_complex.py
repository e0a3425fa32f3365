# np.interp with complex fp: the real and imaginary parts interpolated
# apart (left=/right= complex, period=).
import numpy as np

print(repr(np.interp([0.5, 1.5, -1, 5, 2.0], [0, 1, 2], [0, 1j, 2 + 2j])))
print(repr(np.interp([0.5, -1, 5], [0, 1, 2], [0, 1j, 2 + 2j], left=3j, right=5)))
print(repr(np.interp([0.5, 7.25], [0, 1, 2], [0, 1j, 2 + 2j], period=3)))
print(repr(np.interp([0.3], [0, 1], [1e308 + 1j, -1e308 - 1j])))
print(repr(np.interp(0.25, [0, 1], np.array([1 + 1j, 2 - 1j], dtype=np.complex64))))
print(repr(np.interp([0.5, 0.125], [0, 1], [0.1 + 0.7j, 0.3 - 0.9j])))

# expect: array([0.+0.5j, 1.+1.5j, 0.+0.j , 2.+2.j , 2.+2.j ])
# expect: array([0.+0.5j, 0.+3.j , 5.+0.j ])
# expect: array([0. +0.5j , 0.5+1.25j])
# expect: array([-inf+0.4j])
# expect: (1.25+0.5j)
# expect: array([0.2  -0.1j, 0.125+0.5j])

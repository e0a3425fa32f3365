# np.set_printoptions(formatter=...): 'float', 'float_kind', 'int', 'int_kind', 'bool', 'all' callables.
import numpy as np
np.set_printoptions(formatter={'float': lambda v: '%.2f' % v})
print(np.array([1.0, 2.5, 1 / 3]), np.arange(3))
np.set_printoptions(formatter={'float_kind': lambda v: 'f' + str(v)})
print(np.array([1.0, 2.5], dtype=np.float32))
np.set_printoptions(formatter={'int': lambda v: hex(v)})
print(repr(np.arange(12)), np.array([True, False]))
np.set_printoptions(formatter={'int_kind': lambda v: '<%d>' % v, 'int': None})
print(np.arange(3, dtype=np.uint8))
np.set_printoptions(formatter={'bool': lambda v: 'T' if v else 'F'})
print(np.array([[True, False], [False, True]]))
np.set_printoptions(formatter={'all': lambda v: 'x', 'int': lambda v: str(v * 10)})
print(np.array([1.5, 2.5]), np.arange(4), np.array([True]))
np.set_printoptions(precision=3)
print(np.get_printoptions()['formatter'], np.array([1 / 3]))

# expect: [1.00 2.50 0.33] [0 1 2]
# expect: [f1.0 f2.5]
# expect: array([0x0, 0x1, 0x2, 0x3, 0x4, 0x5, 0x6, 0x7, 0x8, 0x9, 0xa, 0xb]) [ True False]
# expect: [<0> <1> <2>]
# expect: [[T F]
# expect:  [F T]]
# expect: [x x] [0 10 20 30] [x]
# expect: None [0.333]

# np.array2string with its keyword arguments.
import numpy as np
x = np.array([1e-16, 1.0, 2.0, 3.0])
print(np.array2string(x, precision=2, separator=',', suppress_small=True))
print(np.array2string(np.arange(3.0), formatter={'float_kind': lambda v: '%.2f' % v}))
print(np.array2string(np.arange(3), formatter={'int': lambda v: hex(v)}))
a = np.arange(30.0).reshape(3, 10) / 7
print(np.array2string(a, max_line_width=40, precision=3, prefix='xx(', suffix=')'))
print(np.array2string(np.arange(100), threshold=10, edgeitems=2))
print(np.array2string(np.array([0.5, -1.25]), sign='+', floatmode='fixed'))
print(np.array2string(np.array([[1, 2], [3, 4]]), separator=', ', prefix='arr('))
print(np.array2string(np.array(3.5)), np.array2string(np.array([], dtype=float)), np.array2string(np.array(True)))
print(np.array2string(np.zeros((2, 0))))
print(np.array2string(np.array([1.5, 2.5]), formatter={'float': lambda v: 'a\nbb'}))

# expect: [0.,1.,2.,3.]
# expect: [0.00 1.00 2.00]
# expect: [0x0 0x1 0x2]
# expect: [[0.    0.143 0.286 0.429 0.571
# expect:      0.714 0.857 1.    1.143 1.286]
# expect:     [1.429 1.571 1.714 1.857 2.
# expect:      2.143 2.286 2.429 2.571 2.714]
# expect:     [2.857 3.    3.143 3.286 3.429
# expect:      3.571 3.714 3.857 4.    4.143]]
# expect: [ 0  1 ... 98 99]
# expect: [+0.50000000 -1.25000000]
# expect: [[1, 2],
# expect:      [3, 4]]
# expect: 3.5 [] True
# expect: []
# expect: [a
# expect:  bb a
# expect:     bb]

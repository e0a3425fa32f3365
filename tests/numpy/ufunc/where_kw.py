# The where= keyword of ufunc calls: only the elements where the mask is
# True are computed (no warning from the others), the rest of out= keeps
# its values; the mask broadcasts with the operands (and may widen the
# result); Python objects count by their truth, arrays must be bool.
import numpy as np

a = np.array([4.0, -1.0, 9.0, 0.0])
o = np.full(4, -5.0)
r = np.sqrt(a, where=a > 0, out=o)
print(r is o, o)
o = np.zeros(4)
print(np.add(a, 10, out=o, where=[True, False, True, False]), o)
print(np.log(a, out=np.full(4, 7.0), where=a > 0))
i = np.array([7, 8, 9, 10])
d = np.array([2, 0, 3, 0])
print(np.floor_divide(i, d, out=np.full(4, -1), where=d != 0))
q, rem = np.divmod(i, d, out=(np.zeros(4, int), np.zeros(4, int)), where=d != 0)
print(q, rem)

# the mask broadcasts
m = np.array([[True], [False]])
x = np.arange(6.0).reshape(2, 3)
print(np.multiply(x, 2, out=np.ones((2, 3)), where=m))
print(np.add(x, 1, out=np.zeros((2, 3)), where=np.array([True, False, True])))
print(np.add(np.ones(3), 1, where=np.ones((2, 3), bool)).shape)

# scalar where
print(np.add(np.ones(3), 1, out=np.zeros(3), where=True))
print(np.add(np.ones(3), 1, out=np.zeros(3), where=False))
print(np.add(np.ones(3), 1, out=np.zeros(3), where=0), np.add(np.ones(3), 1, out=np.zeros(3), where=1))
print(np.add(2, 3, where=True), np.add(np.ones(2), 1, out=np.zeros(2), where=np.bool_(False)))

# out= of another dtype: the masked elements are cast, the others kept
o = np.full(3, 9, dtype=np.float32)
print(np.add(np.ones(3), 0.5, out=o, where=[False, True, True]), o.dtype)
o = np.full(3, -1, dtype=np.int8)
print(np.add(np.array([1, 2, 3]), 1, out=o, where=[True, False, True]))

# positional out and keyword where, unary ufuncs
o = np.zeros(3)
np.negative(np.array([1.0, 2.0, 3.0]), o, where=np.array([True, False, True]))
print(o)
print(np.abs(np.array([-1, -2, -3]), out=np.zeros(3, int), where=[False, True, False]))

# a list of numbers is taken by truth
print(np.add(np.ones(3, np.int8), 1, where=[1, 0, 1], out=np.zeros(3, np.int8)))
print(np.add(np.ones(3, np.int8), 1, where=[1.5, 0.0, 2], out=np.zeros(3, np.int8)))

# errors
for call in (lambda: np.add(np.ones(3), 1, where=np.array([1, 0, 1])),
             lambda: np.add(np.ones(3), 1, where=np.array([1.0, 0.0, 1.0]))):
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, str(e).rstrip())
for call in (lambda: np.add(np.ones(3), 1, where=np.ones(4, bool), out=np.zeros(3)),
             lambda: np.add(np.ones(3), 1, where=np.ones((2, 3), bool), out=np.zeros(3)),
             lambda: np.add(np.ones(3), 1, where=np.ones(4, bool))):
    try:
        call()
    except ValueError as e:
        print(type(e).__name__, str(e).rstrip())

# expect: True [ 2. -5.  3. -5.]
# expect: [14.  0. 19.  0.] [14.  0. 19.  0.]
# expect: [1.38629436 7.         2.19722458 7.        ]
# expect: [ 3 -1  3 -1]
# expect: [3 0 3 0] [1 0 0 0]
# expect: [[0. 2. 4.]
# expect:  [1. 1. 1.]]
# expect: [[1. 0. 3.]
# expect:  [4. 0. 6.]]
# expect: (2, 3)
# expect: [2. 2. 2.]
# expect: [0. 0. 0.]
# expect: [0. 0. 0.] [2. 2. 2.]
# expect: 5 [0. 0.]
# expect: [9.  1.5 1.5] float32
# expect: [ 2 -1  4]
# expect: [-1.  0. -3.]
# expect: [0 2 0]
# expect: [2 0 2]
# expect: [2 0 2]
# expect: TypeError Cannot cast array data from dtype('int64') to dtype('bool') according to the rule 'safe'
# expect: TypeError Cannot cast array data from dtype('float64') to dtype('bool') according to the rule 'safe'
# expect: ValueError operands could not be broadcast together with shapes (3,) () (3,) (4,)
# expect: ValueError non-broadcastable output operand with shape (3,) doesn't match the broadcast shape (2,3)
# expect: ValueError operands could not be broadcast together with shapes (3,) () (4,)

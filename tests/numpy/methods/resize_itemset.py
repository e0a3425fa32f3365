# a.resize(new_shape) in place (zeros after the old elements, Fortran
# arrays in Fortran order, NumPy's errors) and a.itemset by flat index,
# multi-index (a tuple or several ints) or alone on a one-element array.
import numpy as np

c = np.arange(4)
print(c.resize((2, 3)), c)
c = np.arange(4)
c.resize(6)
print(c)
c = np.arange(4)
c.resize(2, 2)
print(c)
c = np.arange(6).reshape(2, 3)
c.resize((3, 2))
print(c)
c = np.arange(4)
c.resize((2,), refcheck=False)
print(c, c.shape)
c = np.arange(4)
c.resize(0)
print(c, c.shape)
c = np.arange(4)
c.resize()
c.resize(None)
print(c)
f = np.arange(6).reshape(2, 3).copy(order="F")
f.resize((3, 3))
print(f, f.flags['F_CONTIGUOUS'])
for args in [(-1,), (2.5,), ((2, 2), True), ((-2, 3),)]:
    try:
        np.arange(4).resize(*args)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    np.arange(4)[::2].resize(3)
except ValueError as e:
    print(e)
try:
    np.arange(4)[:2].resize(3)
except ValueError as e:
    print(e)
big = np.ones(3)
for n in range(4, 40):
    big.resize(n)
print(big.sum(), big[-1])

d = np.arange(6.).reshape(2, 3)
print(d.itemset(4, 9), d)
d.itemset((0, 1), 7)
d.itemset(-1, 8)
d.itemset(1, 0, -3)
d.itemset((2,), 6)
print(d)
for args in [(1,), (10, 1), (), ((0, 5), 2), (1.5, 2), ((9,), 2), ((1, 2, 3), 2), (1, 2, 3, 4)]:

    try:
        d.itemset(*args)
    except (ValueError, IndexError, TypeError) as e:
        print(type(e).__name__, e)
e = np.array([2.5])
e.itemset(3)
print(e)
i = np.zeros(2, dtype=np.int8)
i.itemset(1, 300.7)
print(i)
s = np.array(['ab', 'cd'])
s.itemset(0, 'xyz')
print(s)
ro = np.arange(3)
ro.flags.writeable = False
try:
    ro.itemset(0, 1)
except ValueError as e:
    print(e)

# expect: None [[0 1 2]
# expect:  [3 0 0]]
# expect: [0 1 2 3 0 0]
# expect: [[0 1]
# expect:  [2 3]]
# expect: [[0 1]
# expect:  [2 3]
# expect:  [4 5]]
# expect: [0 1] (2,)
# expect: [] (0,)
# expect: [0 1 2 3]
# expect: [[0 4 0]
# expect:  [3 2 0]
# expect:  [1 5 0]] True
# expect: ValueError negative dimensions not allowed
# expect: TypeError expected a sequence of integers or a single integer, got '2.5'
# expect: TypeError 'tuple' object cannot be interpreted as an integer
# expect: ValueError negative dimensions not allowed
# expect: resize only works on single-segment arrays
# expect: cannot resize this array: it does not own its data
# expect: 3.0 0.0
# expect: None [[0. 1. 2.]
# expect:  [3. 9. 5.]]
# expect: [[ 0.  7.  6.]
# expect:  [-3.  9.  8.]]
# expect: ValueError can only convert an array of size 1 to a Python scalar
# expect: IndexError index 10 is out of bounds for size 6
# expect: ValueError itemset must have at least one argument
# expect: IndexError index 5 is out of bounds for axis 1 with size 3
# expect: TypeError 'float' object cannot be interpreted as an integer
# expect: IndexError index 9 is out of bounds for size 6
# expect: ValueError incorrect number of indices for array
# expect: ValueError incorrect number of indices for array
# expect: [3.]
# expect: [ 0 44]
# expect: ['xy' 'cd']
# expect: assignment destination is read-only

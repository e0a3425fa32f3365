import operator as op
print(op.eq(1, 1), op.ne(1, 2), op.lt(1, 2), op.le(2, 2), op.gt(1, 2), op.ge(3, 2))
print(op.not_(0), op.not_([1]), op.truth([]), op.truth('x'), op.is_(None, None), op.is_not(1, None))
print(op.contains('abc', 'b'), op.contains([1, 2], 3), op.countOf([1, 2, 1], 1), op.indexOf('abc', 'c'))
from functools import reduce
print(reduce(op.add, range(5)), list(map(op.mul, [1, 2], [3, 4])))

# expect: True True True True False True
# expect: True False False True True True
# expect: True False 2 2
# expect: 10 [3, 8]

import operator as op
print(op.add(2, 3), op.sub(5, 1), op.mul(2, 4), op.truediv(7, 2), op.floordiv(7, 2))
print(op.mod(7, 3), op.pow(2, 10), op.neg(4), op.pos(-2), op.abs(-3))
print(op.and_(6, 3), op.or_(6, 3), op.xor(6, 3), op.inv(5), op.lshift(1, 4), op.rshift(16, 2))
print(op.index(5), op.concat([1], [2]), op.concat('a', 'b'))

# expect: 5 4 8 3.5 3
# expect: 1 1024 -4 -2 3
# expect: 2 7 5 -6 16 4
# expect: 5 [1, 2] ab

import operator as op
d = {'a': 1}
op.setitem(d, 'b', 2)
print(op.getitem(d, 'b'), d)
op.delitem(d, 'a')
print(d)
lst = [1, 2, 3]
op.setitem(lst, slice(0, 2), [9])
print(lst, op.getitem('hello', slice(1, 3)))

# expect: 2 {'a': 1, 'b': 2}
# expect: {'b': 2}
# expect: [9, 3] el

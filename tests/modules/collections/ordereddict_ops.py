from collections import OrderedDict
o = OrderedDict()
o['a'] = 1
o['b'] = 2
o['c'] = 3
o.move_to_end('a')
print(o)
o.move_to_end('c', last=False)
print(o, list(o.keys()))
print(o.popitem(), o.popitem(last=False), o)
print(OrderedDict(), OrderedDict([('x', 1), ('y', 2)]))
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == {'b': 2, 'a': 1})

# expect: OrderedDict([('b', 2), ('c', 3), ('a', 1)])
# expect: OrderedDict([('c', 3), ('b', 2), ('a', 1)]) ['c', 'b', 'a']
# expect: ('a', 1) ('c', 3) OrderedDict([('b', 2)])
# expect: OrderedDict() OrderedDict([('x', 1), ('y', 2)])
# expect: False True

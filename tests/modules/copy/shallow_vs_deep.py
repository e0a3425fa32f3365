import copy
a = [1, [2, 3], {'k': [4]}]
b = copy.copy(a)
c = copy.deepcopy(a)
a[1].append(9)
a[2]['k'].append(8)
print(b, c)
print(b[1] is a[1], c[1] is a[1], b is a)
d = {'x': [1]}
print(copy.copy(d)['x'] is d['x'], copy.deepcopy(d)['x'] is d['x'])

# expect: [1, [2, 3, 9], {'k': [4, 8]}] [1, [2, 3], {'k': [4]}]
# expect: True False False
# expect: True False

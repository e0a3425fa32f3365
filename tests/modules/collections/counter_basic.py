from collections import Counter
c = Counter('abracadabra')
print(c)
print(c.most_common(2), c['z'], c['a'], c.total())
print(sorted(c.elements()))
c.update('aa')
c.update({'z': 2})
c.subtract({'b': 5})
print(c)
print(Counter(), Counter(a=2, b=1), Counter({'x': 3}))
print(Counter(a=1) == Counter(a=1, b=0))

# expect: Counter({'a': 5, 'b': 2, 'r': 2, 'c': 1, 'd': 1})
# expect: [('a', 5), ('b', 2)] 0 5 11
# expect: ['a', 'a', 'a', 'a', 'a', 'b', 'b', 'c', 'd', 'r', 'r']
# expect: Counter({'a': 7, 'r': 2, 'z': 2, 'c': 1, 'd': 1, 'b': -3})
# expect: Counter() Counter({'a': 2, 'b': 1}) Counter({'x': 3})
# expect: True

from collections import defaultdict
d = defaultdict(list)
for k, v in [('a', 1), ('b', 2), ('a', 3)]:
    d[k].append(v)
print(d, len(d), d.default_factory)
counts = defaultdict(int)
for ch in 'hello':
    counts[ch] += 1
print(counts, dict(counts), isinstance(counts, dict))
n = defaultdict(None, {'x': 1})
print(n)
try:
    n['missing']
except KeyError as e:
    print('KeyError', e)
print(d.get('zzz'), 'zzz' in d)

# expect: defaultdict(<class 'list'>, {'a': [1, 3], 'b': [2]}) 2 <class 'list'>
# expect: defaultdict(<class 'int'>, {'h': 1, 'e': 1, 'l': 2, 'o': 1}) {'h': 1, 'e': 1, 'l': 2, 'o': 1} True
# expect: defaultdict(None, {'x': 1})
# expect: KeyError 'missing'
# expect: None False

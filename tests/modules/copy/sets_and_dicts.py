import copy
s = {1, 2}
print(copy.copy(s), copy.copy(s) is s)
print(copy.deepcopy({'a': {1, 2}, 'b': (3, [4])}))
print(copy.deepcopy(frozenset([1])), copy.deepcopy(None), copy.deepcopy(len) is len)
nested = {'l': [[1], [2]]}
n2 = copy.deepcopy(nested)
nested['l'][0].append(0)
print(n2, nested)

# expect: {1, 2} False
# expect: {'a': {1, 2}, 'b': (3, [4])}
# expect: frozenset({1}) None True
# expect: {'l': [[1], [2]]} {'l': [[1, 0], [2]]}

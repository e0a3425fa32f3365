# Deleting at either end of a dict again and again: order, iteration,
# reinsertion and views stay right while deleted entries are dropped.
from collections import OrderedDict

d = {k: k * k for k in range(10)}
print(d.popitem(), d.popitem())
del d[0]
del d[1]
print(list(d), next(iter(d)), next(reversed(d)))
d[100] = 1
d[0] = 2
print(d)
print(list(d.items())[:2], list(reversed(d.keys()))[:2])

# Empty it from the front, then refill.
while d:
    k = next(iter(d))
    del d[k]
d.update(a=1, b=2)
print(d, len(d))

# From the back, interleaved with inserts.
e = {}
for i in range(50):
    e[i] = i
    if i % 3 == 2:
        e.popitem()
print(len(e), list(e)[-3:], sum(e))

o = OrderedDict.fromkeys("abcdef")
print(o.popitem(last=False), o.popitem(), list(o))
o.move_to_end("b")
print(list(o), o.popitem(last=False))
big = {i: i for i in range(20000)}
n = 0
while big:
    n += big.popitem()[0] + next(iter(big), 0) if len(big) > 1 else big.popitem()[0]
print(n)
try:
    big.popitem()
except KeyError as ex:
    print("KeyError", ex)
# expect: (9, 81) (8, 64)
# expect: [2, 3, 4, 5, 6, 7] 2 7
# expect: {2: 4, 3: 9, 4: 16, 5: 25, 6: 36, 7: 49, 100: 1, 0: 2}
# expect: [(2, 4), (3, 9)] [0, 100]
# expect: {'a': 1, 'b': 2} 2
# expect: 34 [46, 48, 49] 833
# expect: ('a', None) ('f', None) ['b', 'c', 'd', 'e']
# expect: ['c', 'd', 'e', 'b'] ('c', None)
# expect: 199990000
# expect: KeyError 'popitem(): dictionary is empty'

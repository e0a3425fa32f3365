from operator import itemgetter
rows = [('bob', 25), ('alice', 30), ('carol', 25)]
print(sorted(rows, key=itemgetter(1)))
print(sorted(rows, key=itemgetter(1, 0)))
print(itemgetter(1)('abc'), itemgetter(0, 2)('abc'), itemgetter('k')({'k': 'v'}))
print(itemgetter(1), itemgetter(0, -1))
print(list(map(itemgetter(0), rows)))

# expect: [('bob', 25), ('carol', 25), ('alice', 30)]
# expect: [('bob', 25), ('carol', 25), ('alice', 30)]
# expect: b ('a', 'c') v
# expect: operator.itemgetter(1) operator.itemgetter(0, -1)
# expect: ['bob', 'alice', 'carol']

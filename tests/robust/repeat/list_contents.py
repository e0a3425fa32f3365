# list and tuple repetition has the right items for every count.
for unit in ([1], [1, "two", 3.0], [[]]):
    for n in (0, 1, 3, 16, 17, 1000):
        assert unit * n == [x for _ in range(n) for x in unit], (unit, n)
        assert tuple(unit) * n == tuple(unit * n)
    r = unit * 4099
    print(len(r), r[-3:])
l = [1, 2]
l *= 3
print(l, (1, 2) * 3, -2 * [5])

# expect: 4099 [1, 1, 1]
# expect: 12297 [1, 'two', 3.0]
# expect: 4099 [[], [], []]
# expect: [1, 2, 1, 2, 1, 2] (1, 2, 1, 2, 1, 2) []

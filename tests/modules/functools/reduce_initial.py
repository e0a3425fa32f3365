from functools import reduce
print(reduce(lambda a, b: a + b, [1, 2, 3, 4]))
print(reduce(lambda a, b: a * b, [], 7))
print(reduce(lambda acc, x: acc + [x * 2], range(3), []))
try:
    reduce(lambda a, b: a, [])
except TypeError as e:
    print(e)

# expect: 10
# expect: 7
# expect: [0, 2, 4]
# expect: reduce() of empty iterable with no initial value

from itertools import islice, starmap, count
s = 'abcdefg'
print(list(islice(s, 2)), list(islice(s, 2, 4)), list(islice(s, 2, None)), list(islice(s, 0, None, 2)))
it = iter(range(10))
print(list(islice(it, 3)), next(it))
print(list(islice(count(), 5, 8)))
print(list(starmap(pow, [(2, 5), (3, 2)])))
try:
    islice('abc', -1)
except ValueError as e:
    print(e)

# expect: ['a', 'b'] ['c', 'd'] ['c', 'd', 'e', 'f', 'g'] ['a', 'c', 'e', 'g']
# expect: [0, 1, 2] 3
# expect: [5, 6, 7]
# expect: [32, 9]
# expect: Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.

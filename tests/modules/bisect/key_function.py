import bisect
rec = [(1, 'a'), (3, 'c'), (5, 'e')]
bisect.insort(rec, (2, 'b'), key=lambda t: t[0])
print(rec)
print(bisect.bisect_left(rec, 3, key=lambda t: t[0]), bisect.bisect_right(rec, 3, key=lambda t: t[0]))
words = ['a', 'bb', 'dddd']
bisect.insort_left(words, 'ccc', key=len)
print(words)

# expect: [(1, 'a'), (2, 'b'), (3, 'c'), (5, 'e')]
# expect: 2 3
# expect: ['a', 'bb', 'ccc', 'dddd']

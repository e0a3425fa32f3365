s = {1, 2}
s.add(3)
s.add(2)
s.update([4, 5], (6,))
s.discard(1)
s.discard(100)
s.remove(2)
print(s, len(s))
print(s.union([7]), s.intersection(range(5)), s.difference({3}), s.symmetric_difference({3, 9}), s.issubset(range(10)), s.issuperset({3}))

# expect: {3, 4, 5, 6} 4
# expect: {3, 4, 5, 6, 7} {3, 4} {4, 5, 6} {4, 5, 6, 9} True True

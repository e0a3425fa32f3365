s = slice(1, 8, 2)
print(s, s.start, s.stop, s.step)
print("abcdefgh"[s], list(range(10))[slice(3)])
print(s.indices(5))

# expect: slice(1, 8, 2) 1 8 2
# expect: bdfh [0, 1, 2]
# expect: (1, 5, 2)

t = (3, 1, 3, 2)
print(t.count(3), t.index(2), t + (9,), t * 2, t[1:], len(t), (1,) < (1, 0), tuple("ab"), tuple([1, [2]]))
print((), (1,), ((1, 2),), type(()).__name__)

# expect: 2 3 (3, 1, 3, 2, 9) (3, 1, 3, 2, 3, 1, 3, 2) (1, 3, 2) 4 True ('a', 'b') (1, [2])
# expect: () (1,) ((1, 2),) tuple

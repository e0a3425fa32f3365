data = [("b", 2), ("a", 2), ("c", 1), ("d", 1), ("e", 2)]
print(sorted(data, key=lambda p: p[1]))
print(sorted(data, key=lambda p: p[1], reverse=True))

# expect: [('c', 1), ('d', 1), ('b', 2), ('a', 2), ('e', 2)]
# expect: [('b', 2), ('a', 2), ('e', 2), ('c', 1), ('d', 1)]

a = [1]
a.append(2)
a.extend([3, 4])
a.extend("ab")
a.insert(0, "first")
a.insert(100, "last")
a.insert(-1, "before-last")
print(a)

# expect: ['first', 1, 2, 3, 4, 'a', 'b', 'before-last', 'last']

a = {"x": 1, "y": 2, "z": 3}
b = {"y": 0, "z": 0, "w": 0}
print(sorted(a.keys() & b.keys()), sorted(a.keys() | b.keys()), sorted(a.keys() - b.keys()), sorted(a.keys() ^ b.keys()))
print(a.items() & {("x", 1), ("y", 9)}, a.keys() == {"x", "y", "z"})

# expect: ['y', 'z'] ['w', 'x', 'y', 'z'] ['x'] ['w', 'x']
# expect: {('x', 1)} True

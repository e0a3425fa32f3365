a = {"x": 1, "y": 2}
b = {"y": 20, "z": 30}
print(a | b, b | a)
a |= b
print(a)

# expect: {'x': 1, 'y': 20, 'z': 30} {'y': 2, 'z': 30, 'x': 1}
# expect: {'x': 1, 'y': 20, 'z': 30}

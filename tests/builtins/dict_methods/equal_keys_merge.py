d = {1: "int", 1.0: "float", True: "bool"}
print(d, len(d))

# expect: {1: 'bool'} 1

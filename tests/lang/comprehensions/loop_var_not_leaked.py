x = "outer"
lst = [x for x in range(3)]
print(x, lst)

# expect: outer [0, 1, 2]

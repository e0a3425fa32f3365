g = (x * x for x in range(5) if x % 2 == 0)
print(type(g).__name__, list(g), list(g))
print(sum(x for x in range(101)))

# expect: generator [0, 4, 16] []
# expect: 5050

ns = {}
exec("def sq(n):\n    return n * n\nresult = sq(9)", ns)
print(ns["result"], ns["sq"](3))
exec("z = 42")
print(z)

# expect: 81 9
# expect: 42

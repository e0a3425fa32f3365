x = 5
print(eval("x * 2 + 1"), eval("[i for i in range(3)]"), eval("a + b", {"a": 1, "b": 2}), eval(" 7 "))

# expect: 11 [0, 1, 2] 3 7

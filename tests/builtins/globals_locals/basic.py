x = 10
def f(a):
    b = a + 1
    return sorted(locals().items())
print(f(1), globals()["x"], "f" in globals())
globals()["y"] = 99
print(y)

# expect: [('a', 1), ('b', 2)] 10 True
# expect: 99

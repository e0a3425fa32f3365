def pair():
    v = [0]
    x = 1
    def get():
        return x
    def set_(n):
        nonlocal x
        x = n
    return get, set_
g, s = pair()
s(42)
print(g())

# expect: 42

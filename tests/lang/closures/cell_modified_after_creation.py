def outer():
    x = 1
    def f():
        return x
    x = 2
    return f
print(outer()())

# expect: 2

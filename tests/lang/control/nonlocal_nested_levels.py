def a():
    x = "a"
    def b():
        def c():
            nonlocal x
            x = "c"
        c()
    b()
    return x
print(a())

# expect: c

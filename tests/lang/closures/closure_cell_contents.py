def outer():
    v = "captured"
    def inner():
        return v
    return inner
f = outer()
print(f.__closure__[0].cell_contents, len(f.__closure__))

# expect: captured 1

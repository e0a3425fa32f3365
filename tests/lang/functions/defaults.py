def greet(name, greeting="hello", punct="!"):
    return f"{greeting}, {name}{punct}"
print(greet("a"))
print(greet("b", "hi"))
print(greet("c", punct="?"))

# expect: hello, a!
# expect: hi, b!
# expect: hello, c?

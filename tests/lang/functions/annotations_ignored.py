def f(a: int, b: "str" = "x") -> list:
    return [a, b]
print(f(1), f("not int", 2), f.__annotations__)
x: int = "annotated"
print(x)

# expect: [1, 'x'] ['not int', 2] {'a': <class 'int'>, 'b': 'str', 'return': <class 'list'>}
# expect: annotated

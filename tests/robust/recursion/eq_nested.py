# == and != on deeply nested lists, tuples and dicts raise RecursionError
# ("in comparison") instead of overflowing the C stack.
def nest(make, n):
    x = make(None)
    for _ in range(n):
        x = make(x)
    return x

for name, make in (("list", lambda x: [x]), ("tuple", lambda x: (x,)), ("dict", lambda x: {0: x})):
    a, b = nest(make, 100000), nest(make, 100000)
    for op in ("==", "!="):
        try:
            print(name, op, a == b if op == "==" else a != b)
        except RecursionError as e:
            print(name, op, "RecursionError:", e)
print(nest(lambda x: [x], 100) == nest(lambda x: [x], 100))

# expect: list == RecursionError: maximum recursion depth exceeded in comparison
# expect: list != RecursionError: maximum recursion depth exceeded in comparison
# expect: tuple == RecursionError: maximum recursion depth exceeded in comparison
# expect: tuple != RecursionError: maximum recursion depth exceeded in comparison
# expect: dict == RecursionError: maximum recursion depth exceeded in comparison
# expect: dict != RecursionError: maximum recursion depth exceeded in comparison
# expect: True

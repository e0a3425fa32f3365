def f(*args):
    return len(args), args
print(f(), f(1), f(1, "two", [3]))
def g(first, *rest):
    return first, rest
print(g(1, 2, 3))

# expect: (0, ()) (1, (1,)) (3, (1, 'two', [3]))
# expect: (1, (2, 3))

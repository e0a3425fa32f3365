def apply(fn, *xs):
    return [fn(x) for x in xs]
def inc(x):
    return x + 1
fns = {"inc": inc, "neg": lambda x: -x}
print(apply(fns["inc"], 1, 2), apply(fns["neg"], 3))

# expect: [2, 3] [-3]

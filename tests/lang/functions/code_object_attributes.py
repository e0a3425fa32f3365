# A function's code object: its name, argument counts, variable names and
# first line (what decorators read to learn a function's arity).
def f(a, b, /, c, d=1, *args, e, **kw):
    x = a + b
    return x


def g():
    pass


c = f.__code__
print(c.co_name, c.co_argcount, c.co_posonlyargcount, c.co_kwonlyargcount)
print(c.co_varnames[:6])
print(c.co_firstlineno, g.__code__.co_firstlineno, g.__code__.co_argcount, g.__code__.co_varnames)
print((lambda p, q: p).__code__.co_argcount)

# expect: f 4 2 1
# expect: ('a', 'b', 'c', 'd', 'e', 'args')
# expect: 3 8 0 ()
# expect: 2

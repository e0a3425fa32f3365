from functools import singledispatch
@singledispatch
def show(x):
    return 'object: %r' % (x,)
@show.register(int)
def _(x):
    return 'int: %d' % x
@show.register(list)
def _(x):
    return 'list of %d' % len(x)
print(show(1), show(True), show([1, 2]), show('s'), show(2.5), sep='; ')
print(show.dispatch(bool) is show.dispatch(int))

# expect: int: 1; int: 1; list of 2; object: 's'; object: 2.5
# expect: True

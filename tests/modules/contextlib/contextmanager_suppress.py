from contextlib import contextmanager
@contextmanager
def swallow(kind):
    try:
        yield
    except kind as e:
        print('swallowed', repr(e))
with swallow(KeyError):
    raise KeyError('k')
print('after')
try:
    with swallow(KeyError):
        raise IndexError('i')
except IndexError as e:
    print('propagated', repr(e))

# expect: swallowed KeyError('k')
# expect: after
# expect: propagated IndexError('i')

from contextlib import ExitStack, contextmanager
@contextmanager
def res(name):
    print('open', name)
    yield name
    print('close', name)
with ExitStack() as stack:
    names = [stack.enter_context(res(n)) for n in 'ab']
    stack.callback(print, 'callback')
    print('using', names)

# expect: open a
# expect: open b
# expect: using ['a', 'b']
# expect: callback
# expect: close b
# expect: close a

from contextlib import contextmanager
@contextmanager
def tag(name):
    print('<%s>' % name)
    try:
        yield name.upper()
    finally:
        print('</%s>' % name)
with tag('p') as t:
    print('inside', t)
try:
    with tag('q'):
        raise ValueError('boom')
except ValueError as e:
    print('got', e)

# expect: <p>
# expect: inside P
# expect: </p>
# expect: <q>
# expect: </q>
# expect: got boom

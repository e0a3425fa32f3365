from contextlib import suppress, closing, nullcontext
with suppress(ZeroDivisionError, KeyError):
    1 / 0
print('suppressed')
try:
    with suppress(KeyError):
        [][1]
except IndexError as e:
    print('not suppressed:', e)
class Resource:
    def close(self):
        print('closed')
with closing(Resource()) as r:
    print(type(r).__name__)
with nullcontext(5) as v:
    print(v)

# expect: suppressed
# expect: not suppressed: list index out of range
# expect: Resource
# expect: closed
# expect: 5

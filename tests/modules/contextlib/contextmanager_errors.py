from contextlib import contextmanager
@contextmanager
def no_yield():
    if False:
        yield
@contextmanager
def two_yields():
    yield 1
    yield 2
for cm in (no_yield, two_yields):
    try:
        with cm():
            pass
    except RuntimeError as e:
        print(e)

# expect: generator didn't yield
# expect: generator didn't stop

# aiter() and anext() over an async iterator written as a class (its
# __anext__ returns an awaitable), driven by hand with send(); anext's
# default replaces StopAsyncIteration.
class Step:
    def __init__(self, counter):
        self.counter = counter

    def __await__(self):
        c = self.counter
        if c.i >= c.n:
            raise StopAsyncIteration
        c.i += 1
        return c.i * 10
        yield


class Counter:
    def __init__(self, n):
        self.i = 0
        self.n = n

    def __aiter__(self):
        return self

    def __anext__(self):
        return Step(self)


def run(awaitable):
    it = awaitable.__await__()
    try:
        it.send(None)
    except StopIteration as e:
        return e.value
    raise AssertionError("suspended")


c = Counter(2)
it = aiter(c)
print(it is c)
print(run(anext(it)), run(anext(it, "done")))
print(run(anext(it, "done")), run(anext(it, None)))
try:
    run(anext(it))
except StopAsyncIteration:
    print("StopAsyncIteration")
for bad in [lambda: aiter(1), lambda: anext([]), lambda: aiter([1, 2]), lambda: anext(1, 2)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)


class BadAiter:
    def __aiter__(self):
        return 5


try:
    aiter(BadAiter())
except TypeError as e:
    print("TypeError:", e)
try:
    aiter()
except TypeError as e:
    print("TypeError:", e)

# expect: True
# expect: 10 20
# expect: done None
# expect: StopAsyncIteration
# expect: TypeError: 'int' object is not an async iterable
# expect: TypeError: 'list' object is not an async iterator
# expect: TypeError: 'list' object is not an async iterable
# expect: TypeError: 'int' object is not an async iterator
# expect: TypeError: aiter() returned not an async iterator of type 'int'
# expect: TypeError: aiter() takes exactly one argument (0 given)

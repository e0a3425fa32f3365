# repr() of a list nested 100,000 deep raises RecursionError (CPython's
# message) instead of exhausting the C stack; the program goes on.
l = []
for i in range(100000):
    l = [l]
try:
    repr(l)
except RecursionError as e:
    print("RecursionError:", e)
print(repr([[[1]]]))

# expect: RecursionError: maximum recursion depth exceeded while getting the repr of an object
# expect: [[[1]]]

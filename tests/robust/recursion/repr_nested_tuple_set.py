# Nested tuples and frozensets: RecursionError.
t = ()
for i in range(100000):
    t = (t,)
try:
    repr(t)
except RecursionError as e:
    print("RecursionError:", e)
f = frozenset()
for i in range(100000):
    f = frozenset([f])
try:
    repr(f)
except RecursionError as e:
    print("RecursionError:", e)

# expect: RecursionError: maximum recursion depth exceeded while getting the repr of an object
# expect: RecursionError: maximum recursion depth exceeded while getting the repr of an object

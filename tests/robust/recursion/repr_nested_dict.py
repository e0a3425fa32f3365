# Nested dicts: RecursionError at once (no quadratic walk of 100,000 levels).
d = {}
for i in range(100000):
    d = {1: d}
try:
    repr(d)
except RecursionError as e:
    print("RecursionError:", e)
d2 = {}
for i in range(100000):
    d2 = {"k": [d2]}
try:
    str(d2)
except RecursionError as e:
    print("RecursionError:", e)
print({1: {2: {3: {}}}})

# expect: RecursionError: maximum recursion depth exceeded while getting the repr of an object
# expect: RecursionError: maximum recursion depth exceeded while getting the repr of an object
# expect: {1: {2: {3: {}}}}

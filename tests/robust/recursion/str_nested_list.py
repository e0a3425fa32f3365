# str() and print() of a deeply nested list raise RecursionError too.
l = []
for i in range(100000):
    l = [l]
try:
    str(l)
except RecursionError as e:
    print("RecursionError:", e)
try:
    print(l)
except RecursionError as e:
    print("RecursionError:", e)
try:
    f"{l}"
except RecursionError as e:
    print("RecursionError:", e)

# expect: RecursionError: maximum recursion depth exceeded while getting the repr of an object
# expect: RecursionError: maximum recursion depth exceeded while getting the repr of an object
# expect: RecursionError: maximum recursion depth exceeded while getting the repr of an object

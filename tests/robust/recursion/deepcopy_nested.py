# copy.deepcopy of a structure nested deeper than the recursion limit
# raises RecursionError; a shallower one copies.
import copy
l = []
for i in range(100000):
    l = [l]
try:
    copy.deepcopy(l)
except RecursionError as e:
    print("RecursionError:", e)
m = []
for i in range(200):
    m = [m, {"k": (i,)}]
c = copy.deepcopy(m)
print(c == m, c is not m, c[0] is not m[0])

# expect: RecursionError: maximum recursion depth exceeded while calling a Python object
# expect: True True True

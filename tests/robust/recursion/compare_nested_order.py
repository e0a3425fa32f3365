# < on deeply nested lists: RecursionError too; a shallow compare still works.
a, b = [], []
for i in range(100000):
    a = [a, 1]
    b = [b, 2]
try:
    a < b
except RecursionError as e:
    print("RecursionError:", e)
print([[1], 2] < [[1], 3])

# expect: RecursionError: maximum recursion depth exceeded in comparison
# expect: True

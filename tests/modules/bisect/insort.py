import bisect
a = [1, 2, 4]
bisect.insort(a, 3)
bisect.insort_left(a, 0)
bisect.insort_right(a, 4)
print(a)
b = []
for x in [5, 1, 4, 1]:
    bisect.insort(b, x)
print(b)
try:
    bisect.bisect([], 1, -1)
except ValueError as e:
    print(e)

# expect: [0, 1, 2, 3, 4, 4]
# expect: [1, 1, 4, 5]
# expect: lo must be non-negative

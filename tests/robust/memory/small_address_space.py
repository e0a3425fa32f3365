# limit-as: 400000
# Under a small ulimit -v tpy still starts (its stacks take a share of the
# address space, not a fixed GiB), recursion ends in RecursionError and a
# refused allocation in MemoryError.
import sys
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
try:
    depth(10**6)
except RecursionError as e:
    print("RecursionError:", str(e).startswith("maximum recursion depth exceeded"))
def nested(n):
    return list(map(nested, [n - 1])) if n else 0
try:
    nested(10**4)
except RecursionError:
    print("RecursionError through map")
try:
    x = [0] * 10**9
except MemoryError:
    print("MemoryError")
print(sum(range(10**5)), len({i: i for i in range(10**5)}))

# expect: RecursionError: True
# expect: RecursionError through map
# expect: MemoryError
# expect: 4999950000 100000

# limit-as: 2000000
# [0] * 10**9 does not fit the address space (# limit-as): MemoryError.
try:
    x = [0] * 10**9
except MemoryError:
    print("caught 10**9")
try:
    x = [0] * 10**10
except MemoryError:
    print("caught 10**10")
x = [0] * 1000
print(len(x), x[-1])

# expect: caught 10**9
# expect: caught 10**10
# expect: 1000 0

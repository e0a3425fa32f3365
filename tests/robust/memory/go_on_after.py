# limit-as: 2000000
# After a caught MemoryError the program keeps running normally: the
# failed allocation left nothing half-made behind.
import gc
def attempt(n):
    try:
        return len([0] * n)
    except MemoryError:
        return "MemoryError"

print(attempt(10))
print(attempt(10**10))
print(attempt(20))
d = {str(i): i for i in range(1000)}
print(len(d), d["999"])
big = []
try:
    while True:
        big.append(bytes(1 << 20))
except MemoryError:
    print("caught")
big = None
gc.collect()   # tpy frees at collections, CPython at once
print(sum(len(bytes(1 << 20)) for _ in range(10)))


# expect: 10
# expect: MemoryError
# expect: 20
# expect: 1000 999
# expect: caught
# expect: 10485760

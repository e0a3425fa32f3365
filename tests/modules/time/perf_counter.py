import time
a = time.perf_counter()
sum(range(10000))
b = time.perf_counter()
print(type(a).__name__, b >= a)

# expect: float True

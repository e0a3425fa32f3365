import time
a = time.perf_counter_ns()
b = time.perf_counter_ns()
print(type(a).__name__, b >= a)

# expect: int True

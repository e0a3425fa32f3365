import time
a = time.monotonic()
time.sleep(0.01)
b = time.monotonic()
print(b > a, type(time.monotonic_ns()).__name__)

# expect: True int

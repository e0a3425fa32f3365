import time
t1 = time.time()
time.sleep(0.01)
t2 = time.time()
print(type(t1).__name__, t2 > t1, t2 - t1 >= 0.005)

# expect: float True True

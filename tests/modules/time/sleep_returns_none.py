import time
print(time.sleep(0))
try:
    time.sleep(-1)
except ValueError as e:
    print("ValueError:", e)

# expect: None
# expect: ValueError: sleep length must be non-negative

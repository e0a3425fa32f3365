import gc
print(type(gc.collect()).__name__)

# expect: int

import sys
print(type(sys.path).__name__, all(isinstance(p, str) for p in sys.path))

# expect: list True

try:
    setattr(5, "x", 1)
except AttributeError as e:
    print("AttributeError:", e)
try:
    [].foo = 1
except AttributeError as e:
    print("AttributeError:", e)

# expect: AttributeError: 'int' object has no attribute 'x'
# expect: AttributeError: 'list' object has no attribute 'foo'

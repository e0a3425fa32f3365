class C:
    pass
try:
    getattr(C(), "nope")
except AttributeError as e:
    print("AttributeError:", e)
try:
    delattr(C(), "nope")
except AttributeError as e:
    print("AttributeError:", e)

# expect: AttributeError: 'C' object has no attribute 'nope'
# expect: AttributeError: 'C' object has no attribute 'nope'

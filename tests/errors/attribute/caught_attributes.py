class C:
    pass
try:
    C().missing
except AttributeError as e:
    print(e, "|", e.name, "|", type(e.obj).__name__)

# expect: 'C' object has no attribute 'missing' | missing | C

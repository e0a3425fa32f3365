def f():
    return super()
try:
    f()
except RuntimeError as e:
    print("RuntimeError:", e)

# expect: RuntimeError: super(): no arguments

class Bad:
    def __repr__(self):
        raise RuntimeError("repr failed")
try:
    print([Bad()])
except RuntimeError as e:
    print("caught:", e)

# expect: caught: repr failed

class C:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        print("exit", et.__name__)
try:
    with C():
        raise KeyError("k")
except KeyError as e:
    print("propagated", repr(e))

# expect: exit KeyError
# expect: propagated KeyError('k')

class Suppress:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        print("exit saw", et.__name__, ev)
        return True
with Suppress():
    raise ValueError("swallowed")
print("after with")

# expect: exit saw ValueError swallowed
# expect: after with

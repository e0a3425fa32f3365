class C:
    def m(self):
        pass
print(callable(len), callable(C), callable(C()), callable(C().m), callable("s"), callable(lambda: 0), callable(None))

# expect: True True False True False True False

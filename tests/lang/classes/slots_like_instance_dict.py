class C:
    def __init__(self):
        self.a = 1
        self.b = 2
c = C()
print(c.__dict__)
c.__dict__["z"] = 26
print(c.z)

# expect: {'a': 1, 'b': 2}
# expect: 26

class R:
    def __init__(self, n):
        self.n = n
    def __enter__(self):
        print("enter", self.n)
        return self.n
    def __exit__(self, *exc):
        print("exit", self.n)
with R(1) as a, R(2) as b:
    print("body", a + b)

# expect: enter 1
# expect: enter 2
# expect: body 3
# expect: exit 2
# expect: exit 1

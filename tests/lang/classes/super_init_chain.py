class A:
    def __init__(self):
        print("A init")
        self.a = 1
class B(A):
    def __init__(self):
        print("B init")
        super().__init__()
        self.b = 2
b = B()
print(b.a, b.b)

# expect: B init
# expect: A init
# expect: 1 2

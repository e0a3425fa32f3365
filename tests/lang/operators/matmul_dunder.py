class M:
    def __init__(self, v):
        self.v = v
    def __matmul__(self, other):
        return M(self.v * other.v + 1)
    def __rmatmul__(self, other):
        return M(other * self.v)
print((M(3) @ M(4)).v)
print((5 @ M(2)).v)

# expect: 13
# expect: 10

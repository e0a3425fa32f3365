class N:
    def __init__(self, v): self.v = v
    def __sub__(self, o): return N(self.v - o)
    def __mul__(self, o): return N(self.v * o)
    def __truediv__(self, o): return N(self.v / o)
    def __floordiv__(self, o): return N(self.v // o)
    def __mod__(self, o): return N(self.v % o)
    def __pow__(self, o): return N(self.v ** o)
    def __rsub__(self, o): return N(o - self.v)
    def __neg__(self): return N(-self.v)
    def __abs__(self): return N(abs(self.v))
    def __repr__(self): return f"N({self.v})"
n = N(7)
print(n - 2, n * 3, n / 2, n // 2, n % 4, n ** 2, 10 - n, -n, abs(-n))

# expect: N(5) N(21) N(3.5) N(3) N(3) N(49) N(3) N(-7) N(7)

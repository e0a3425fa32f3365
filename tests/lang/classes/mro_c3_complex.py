class O: pass
class F(O): pass
class E(O): pass
class D(O): pass
class C(D, F): pass
class B(D, E): pass
class A(B, C): pass
print(", ".join(k.__name__ for k in A.__mro__))

# expect: A, B, C, D, E, F, O, object

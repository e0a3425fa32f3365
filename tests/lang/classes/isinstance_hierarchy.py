class A: pass
class B(A): pass
class C: pass
b = B()
print(isinstance(b, A), isinstance(b, (C, B)), isinstance(b, C))
print(issubclass(B, A), issubclass(B, (C,)), issubclass(A, object))
print(type(b) is B, type(b) is A)

# expect: True True False
# expect: True False True
# expect: True False

class A: pass
class B(A): pass
try:
    class C(A, B):
        pass
except TypeError as e:
    print("TypeError:", e)

# expect: TypeError: Cannot create a consistent method resolution
# expect: order (MRO) for bases A, B

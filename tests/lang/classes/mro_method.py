class X: pass
class Y: pass
class A(X, Y): pass
class B(Y, X): pass
class Z(A): pass
print([c.__name__ for c in Z.mro()])
print(Z.__mro__ == tuple(Z.mro()))
print(Z.__bases__ == (A,), A.__bases__[1].__name__)

# expect: ['Z', 'A', 'X', 'Y', 'object']
# expect: True
# expect: True Y

# The operator dunders of int, float, complex and bool are methods, bound
# and unbound, returning NotImplemented for operand types they do not handle.
print((5).__mul__(2), (5).__add__(3), int.__add__(2, 3), int.__sub__(2, 10))
print((5).__add__(1.5), (1.5).__add__(5), (2.0).__radd__(1))
print((7).__truediv__(2), (7).__floordiv__(2), (7).__mod__(3), (2).__pow__(10), (2).__pow__(10, 7))
print((7).__rtruediv__(2), (7).__rsub__(10), (3).__rpow__(2), (-7).__rfloordiv__(20))
print((6).__and__(3), (6).__or__(3), (6).__xor__(3), (1).__lshift__(4), (256).__rshift__(4), (2).__rlshift__(1))
print((5).__neg__(), (5).__pos__(), (5).__invert__(), (-5).__abs__(), (-2.5).__abs__(), (3 + 4j).__abs__())
print((5).__lt__(6), (5).__ge__(6), (5).__eq__(5), (5).__ne__(5), (5).__eq__(5.0), (5.0).__eq__(5))
print((5).__lt__("a"), (5).__mul__("ab"), (5).__add__(None), (1.5).__add__(1j))
print((1j).__mul__(1j), (1 + 2j).__sub__(1), (2).__sub__(1j), (1j).__rsub__(2), (1j).__eq__(1j))
print(True.__and__(False), True.__or__(False), True.__add__(True), True.__neg__())
print(float.__mul__(2.0, 4), float.__bool__(0.0), complex.__bool__(0j), (0.5).__bool__())
print((10 ** 30).__add__(1), (10 ** 30).__neg__(), (-(10 ** 30)).__abs__(), (10 ** 30).__lt__(10 ** 31))
print(2 * (10).__mul__.__self__, int.__add__.__name__, (3).__add__.__name__)
add = int.__add__
print(list(map(add, [1, 2, 3], [10, 20, 30])))
print(sorted([3, 1, 2], key=(10).__sub__))
try:
    int.__add__("a", 1)
except TypeError as e:
    print("TypeError:", e)
try:
    float.__neg__(3)
except TypeError as e:
    print("TypeError:", e)
try:
    (1).__truediv__(0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    (1.0).__mod__(0.0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)

class MyInt(int):
    pass

m = MyInt(-7)
print(abs(m), m.__abs__(), m.__add__(1), (1).__add__(m), type(m.__neg__()).__name__)

# expect: 10 8 5 -8
# expect: NotImplemented 6.5 3.0
# expect: 3.5 3 1 1024 2
# expect: 0.2857142857142857 3 8 -3
# expect: 2 7 5 16 16 4
# expect: -5 5 -6 5 2.5 5.0
# expect: True False True False NotImplemented True
# expect: NotImplemented NotImplemented NotImplemented NotImplemented
# expect: (-1+0j) 2j NotImplemented (2-1j) True
# expect: False True 2 -1
# expect: 8.0 False False True
# expect: 1000000000000000000000000000001 -1000000000000000000000000000000 1000000000000000000000000000000 True
# expect: 20 __add__ __add__
# expect: [11, 22, 33]
# expect: [3, 2, 1]
# expect: TypeError: descriptor '__add__' requires a 'int' object but received a 'str'
# expect: TypeError: descriptor '__neg__' requires a 'float' object but received a 'int'
# expect: ZeroDivisionError: division by zero
# expect: ZeroDivisionError: float modulo
# expect: 7 7 -6 -6 int

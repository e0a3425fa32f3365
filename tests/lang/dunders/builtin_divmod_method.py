# int and float have __divmod__ and __rdivmod__ as methods; divmod() of
# their subclasses goes through them.
print((7).__divmod__(2), (-7).__divmod__(2), (7).__rdivmod__(30), (2**70).__divmod__(3))
print((7.5).__divmod__(2), (7.5).__rdivmod__(20), (7).__divmod__(2.5), int.__divmod__(9, 4))
print((7).__divmod__("a"), (7).__divmod__(2.5) == divmod(7, 2.5), float.__divmod__(-7.0, 2))
print(True.__divmod__(1), (7.0).__divmod__(1j))
for f in (lambda: (7).__divmod__(0), lambda: (7.0).__divmod__(0), lambda: (7).__divmod__(0.0),
          lambda: (0).__rdivmod__(5)):
    try:
        f()
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)


class Money(int):
    def __divmod__(self, other):
        q, r = super().__divmod__(other)
        return Money(q), Money(r)


class Plain(int):
    pass


print(divmod(Money(17), 5), type(divmod(Money(17), 5)[0]).__name__)
print(divmod(Plain(17), 5), divmod(17, Plain(5)))
try:
    divmod(Plain(1), "x")
except TypeError as e:
    print(e)
# expect: (3, 1) (-4, 1) (4, 2) (393530540239137101141, 1)
# expect: (3.0, 1.5) (2.0, 5.0) NotImplemented (2, 1)
# expect: NotImplemented False (-4.0, 1.0)
# expect: (1, 0) NotImplemented
# expect: ZeroDivisionError: integer division or modulo by zero
# expect: ZeroDivisionError: float divmod()
# expect: ZeroDivisionError: integer division or modulo by zero
# expect: (3, 2) Money
# expect: (3, 2) (3, 2)
# expect: unsupported operand type(s) for divmod(): 'Plain' and 'str'

class C:
    __slots__ = ("a",)
c = C()
try:
    c.b = 1
except AttributeError as e:
    print(e)
try:
    c.a
except AttributeError as e:
    print(e)

# expect: 'C' object has no attribute 'b'
# expect: 'C' object has no attribute 'a'

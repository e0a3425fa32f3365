# An AttributeError raised by __getattr__ is the one the lookup raises
# (its own message), while hasattr() and getattr() with a default treat it
# as a missing attribute.
class A:
    def __getattr__(self, name):
        raise AttributeError("custom %s" % name)


a = A()
try:
    a.foo
except AttributeError as e:
    print(e)
try:
    a.bar()
except AttributeError as e:
    print(e)
print(hasattr(a, "x"), getattr(a, "y", 5))


class B:
    def __getattr__(self, name):
        if name == "z":
            return 1
        raise AttributeError(name)


print(B().z, hasattr(B(), "q"))
try:
    B().w
except AttributeError as e:
    print(repr(e))

# expect: custom foo
# expect: custom bar
# expect: False 5
# expect: 1 False
# expect: AttributeError('w')

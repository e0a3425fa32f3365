# __init_subclass__ receives the class statement's keywords, chains through
# super() to object.__init_subclass__, which accepts no keywords.
registry = {}


class Plugin:
    def __init_subclass__(cls, /, name=None, **kw):
        super().__init_subclass__(**kw)
        registry[name or cls.__name__] = cls
        print("registered", cls.__name__, name)


class A(Plugin, name="alpha"):
    pass


class B(Plugin):
    pass


class C(A, name="gamma"):
    pass


print(sorted(registry))


class Base:
    def __init_subclass__(cls, **kw):
        print("Base.__init_subclass__", cls.__name__, sorted(kw.items()))
        super().__init_subclass__()


class Mid(Base, x=1, y="two"):
    def __init_subclass__(cls, **kw):
        print("Mid.__init_subclass__", cls.__name__)
        super().__init_subclass__(**kw)


class Leaf(Mid, z=3):
    pass


try:
    class Bad(flag=1):
        pass
except TypeError as e:
    print("TypeError:", e)


class Strict:
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)


try:
    class Bad2(Strict, extra=True):
        pass
except TypeError as e:
    print("TypeError:", e)

object.__init_subclass__()
try:
    object.__init_subclass__(1)
except TypeError as e:
    print("TypeError:", e)
try:
    object.__init_subclass__(a=1)
except TypeError as e:
    print("TypeError:", e)


class Meta(type):
    pass


class WithMeta(Plugin, metaclass=Meta, name="meta"):
    pass


print(type(WithMeta).__name__, registry["meta"] is WithMeta)

# expect: registered A alpha
# expect: registered B None
# expect: registered C gamma
# expect: ['B', 'alpha', 'gamma']
# expect: Base.__init_subclass__ Mid [('x', 1), ('y', 'two')]
# expect: Mid.__init_subclass__ Leaf
# expect: Base.__init_subclass__ Leaf [('z', 3)]
# expect: TypeError: Bad.__init_subclass__() takes no keyword arguments
# expect: TypeError: Bad2.__init_subclass__() takes no keyword arguments
# expect: TypeError: object.__init_subclass__() takes no arguments (1 given)
# expect: TypeError: object.__init_subclass__() takes no keyword arguments
# expect: registered WithMeta meta
# expect: Meta True

class Outer:
    class Inner:
        def m(self):
            pass
print(Outer.Inner.__qualname__, Outer.Inner.m.__qualname__)

# expect: Outer.Inner Outer.Inner.m

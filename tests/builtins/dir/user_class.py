class Base:
    def base_m(self):
        pass
class C(Base):
    z = 1
    def m(self):
        pass
o = C()
o.inst = 2
print([n for n in dir(C) if not n.startswith("__")])
print([n for n in dir(o) if not n.startswith("__")])

# expect: ['base_m', 'm', 'z']
# expect: ['base_m', 'inst', 'm', 'z']

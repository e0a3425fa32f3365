class Base:
    x = "base"
class Child(Base):
    pass
c = Child()
print(c.x)
Child.x = "child"
print(c.x)
c.x = "instance"
print(c.x, Child.x, Base.x)

# expect: base
# expect: child
# expect: instance child base

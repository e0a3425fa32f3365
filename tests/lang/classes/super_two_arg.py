class Base:
    def name(self):
        return "base"
class Mid(Base):
    def name(self):
        return "mid>" + super(Mid, self).name()
class Leaf(Mid):
    def name(self):
        return "leaf>" + super(Mid, self).name()
print(Leaf().name(), Mid().name())

# expect: leaf>base mid>base

class Box:
    def __init__(self):
        self._v = 0
    @property
    def v(self):
        print("get")
        return self._v
    @v.setter
    def v(self, val):
        print("set", val)
        self._v = val * 2
    @v.deleter
    def v(self):
        print("delete")
        self._v = None
b = Box()
b.v = 5
print(b.v)
del b.v
print(b._v)

# expect: set 5
# expect: get
# expect: 10
# expect: delete
# expect: None

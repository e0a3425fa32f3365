class Logged:
    def __setattr__(self, name, value):
        print("set", name, value)
        object.__setattr__(self, name, value * 2)
o = Logged()
o.x = 5
print(o.x)

# expect: set x 5
# expect: 10

class C:
    @property
    def x(self):
        return 1
c = C()
try:
    c.x = 2
except AttributeError as e:
    print("AttributeError:", e)
print(c.x)

# expect: AttributeError: property 'x' of 'C' object has no setter
# expect: 1

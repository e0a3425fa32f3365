class C:
    def m(self, x):
        return x
try:
    C().m()
except TypeError as e:
    print(e)
try:
    C().m(1, 2)
except TypeError as e:
    print(e)

# expect: C.m() missing 1 required positional argument: 'x'
# expect: C.m() takes 2 positional arguments but 3 were given

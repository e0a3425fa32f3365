class C:
    def m():
        return 1
try:
    C().m()
except TypeError as e:
    print("TypeError:", e)
print(C.m())

# expect: TypeError: C.m() takes 0 positional arguments but 1 was given
# expect: 1

class C:
    pass
c = C()
print(c == c, c != c, str(c) == repr(c), hash(c) == hash(c), C.__name__, type(C).__name__, C.__bases__)

# expect: True False True True C type (<class 'object'>,)

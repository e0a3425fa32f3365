class C:
    a = 1
o = C()
setattr(o, "b", 2)
print(getattr(o, "a"), getattr(o, "b"), getattr(o, "c", None), hasattr(o, "b"), hasattr(o, "c"))
delattr(o, "b")
print(hasattr(o, "b"))

# expect: 1 2 None True False
# expect: False

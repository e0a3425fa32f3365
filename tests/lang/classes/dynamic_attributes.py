class C:
    pass
c = C()
setattr(c, "x", 1)
c.y = 2
print(sorted(vars(c).items()), getattr(c, "z", "default"), hasattr(c, "x"))

# expect: [('x', 1), ('y', 2)] default True

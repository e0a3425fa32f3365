def f():
    import _helper_mod
    return _helper_mod.VALUE
print(f())
print("_helper_mod" in globals())

# expect: helper_mod imported as _helper_mod
# expect: 42
# expect: False

from _helper_mod import greet as hello, VALUE
print(hello("y"), VALUE)

# expect: helper_mod imported as _helper_mod
# expect: hi y 42

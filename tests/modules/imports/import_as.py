import _helper_mod as h
print(h.VALUE * 2)

# expect: helper_mod imported as _helper_mod
# expect: 84

import _helper_mod
print(_helper_mod.VALUE, _helper_mod.greet("x"), _helper_mod.calls)
print(type(_helper_mod).__name__, _helper_mod.__name__)

# expect: helper_mod imported as _helper_mod
# expect: 42 hi x 1
# expect: module _helper_mod

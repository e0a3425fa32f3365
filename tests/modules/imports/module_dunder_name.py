import _helper_mod
print(__name__, _helper_mod.__name__)

# expect: helper_mod imported as _helper_mod
# expect: __main__ _helper_mod

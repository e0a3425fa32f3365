import _helper_mod
_helper_mod.VALUE = 7
from _helper_mod import VALUE
print(VALUE)

# expect: helper_mod imported as _helper_mod
# expect: 7

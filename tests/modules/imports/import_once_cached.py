import _helper_mod
import _helper_mod as again
import sys
print(again is _helper_mod, "_helper_mod" in sys.modules)

# expect: helper_mod imported as _helper_mod
# expect: True True

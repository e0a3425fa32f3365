# A module's own __getattr__ (PEP 562): asked only for names the module
# lacks; its AttributeError is the lookup's; `from m import x`, getattr's
# default and hasattr go through it too.
import _getattr_mod as m

print(m.present, m.auto_x, getattr(m, "auto_yz"), getattr(m, "other", "dflt"))
print(hasattr(m, "auto_q"), hasattr(m, "other"), hasattr(m, "present"))
from _getattr_mod import auto_abc
print(auto_abc)
try:
    m.other
except AttributeError as e:
    print(e)
try:
    from _getattr_mod import other
except ImportError as e:
    print("ImportError", str(e).split(" (")[0])

# expect: 1 X YZ dflt
# expect: True False True
# expect: ABC
# expect: module '_getattr_mod' has no attribute 'other'
# expect: ImportError cannot import name 'other' from '_getattr_mod'

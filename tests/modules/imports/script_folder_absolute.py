# sys.path[0] is the full path of the script's folder (as CPython makes
# it), so modules found there have absolute __file__s.
import os
import sys

sys.path.insert(1, os.path.join(sys.path[0], "_absdir"))
import _absmod

here = os.path.dirname(os.path.abspath(__file__))
print(os.path.isabs(sys.path[0]), sys.path[0] == here)
print(os.path.isabs(_absmod.__file__), os.path.dirname(_absmod.__file__) == os.path.join(here, "_absdir"))
print(_absmod.ANSWER)
# expect: True True
# expect: True True
# expect: 42

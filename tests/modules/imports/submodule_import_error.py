# `from pkg import sub` where sub exists but fails to import shows sub's
# own error, not "cannot import name"; a missing sub still says that.
import os
import sys

sys.dont_write_bytecode = True
root = "/tmp/tpy_submod_err_%d" % os.getpid()
os.makedirs(root + "/pkgx", exist_ok=True)
with open(root + "/pkgx/__init__.py", "w") as f:
    f.write("")
with open(root + "/pkgx/bad.py", "w") as f:
    f.write("import x_missing_module_for_test\n")
with open(root + "/pkgx/bad2.py", "w") as f:
    f.write("from pkgx import nothing_here\n")
with open(root + "/pkgx/boom.py", "w") as f:
    f.write("raise ValueError('boom at import')\n")
with open(root + "/pkgx/good.py", "w") as f:
    f.write("VALUE = 42\n")
sys.path.insert(0, root)
try:
    from pkgx import bad
except ImportError as e:
    print(type(e).__name__ + ":", e, "| name =", e.name)
try:
    from pkgx import bad2
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(" (")[0])
try:
    from pkgx import boom
except ValueError as e:
    print("ValueError:", e)
try:
    from pkgx import absent
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(" (")[0])
from pkgx import good
print(good.VALUE, "pkgx.bad" in sys.modules, "pkgx.good" in sys.modules)
for name in ["__init__.py", "bad.py", "bad2.py", "boom.py", "good.py"]:
    os.remove(root + "/pkgx/" + name)
os.rmdir(root + "/pkgx")
os.rmdir(root)
print(os.path.exists(root))

# expect: ModuleNotFoundError: No module named 'x_missing_module_for_test' | name = x_missing_module_for_test
# expect: ImportError: cannot import name 'nothing_here' from 'pkgx'
# expect: ValueError: boom at import
# expect: ImportError: cannot import name 'absent' from 'pkgx'
# expect: 42 False True
# expect: False

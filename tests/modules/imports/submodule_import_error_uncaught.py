# The uncaught error of a submodule that fails to import: its traceback
# goes through the submodule's file (fixed path, rewritten each run).
import os
import sys

sys.dont_write_bytecode = True
root = "/tmp/tpy_test_submodule_traceback"
os.makedirs(root + "/pkgy", exist_ok=True)
def put(name, text):
    # Written aside and renamed: the runs of this test in parallel never
    # see a half-written file.
    tmp = "%s/%s.%d" % (root, name, os.getpid())
    with open(tmp, "w") as f:
        f.write(text)
    os.rename(tmp, root + "/" + name)
put("pkgy/__init__.py", "")
put("pkgy/bad.py", "X = 1\nimport x_missing_module_for_test\n")
sys.path.insert(0, root)
from pkgy import bad

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/modules/imports/submodule_import_error_uncaught.py", line 19, in <module>
# expect-stderr:     from pkgy import bad
# expect-stderr:   File "/tmp/tpy_test_submodule_traceback/pkgy/bad.py", line 2, in <module>
# expect-stderr:     import x_missing_module_for_test
# expect-stderr: ModuleNotFoundError: No module named 'x_missing_module_for_test'
# expect-exit: 1

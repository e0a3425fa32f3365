# The uncaught error of a submodule that fails to import: its traceback
# goes through the submodule's file (fixed path, rewritten each run).
import os
import sys

sys.dont_write_bytecode = True
root = "/tmp/tpy_test_submodule_traceback"
os.makedirs(root + "/pkgy", exist_ok=True)
with open(root + "/pkgy/__init__.py", "w") as f:
    f.write("")
with open(root + "/pkgy/bad.py", "w") as f:
    f.write("X = 1\nimport x_missing_module_for_test\n")
sys.path.insert(0, root)
from pkgy import bad

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/modules/imports/submodule_import_error_uncaught.py", line 14, in <module>
# expect-stderr:     from pkgy import bad
# expect-stderr:   File "/tmp/tpy_test_submodule_traceback/pkgy/bad.py", line 2, in <module>
# expect-stderr:     import x_missing_module_for_test
# expect-stderr: ModuleNotFoundError: No module named 'x_missing_module_for_test'
# expect-exit: 1

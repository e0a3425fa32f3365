# warn_explicit writes CPython's line to stderr: file:line: Category: message
# (no source line when the file cannot be read).
import warnings

warnings.warn_explicit("disk almost full", UserWarning, "no_such_file.py", 12)
warnings.warn_explicit("bad value", RuntimeWarning, "<string>", 3)
print("done")

# expect: done
# expect-stderr: no_such_file.py:12: UserWarning: disk almost full
# expect-stderr: <string>:3: RuntimeWarning: bad value

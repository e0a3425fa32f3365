# from __future__ after another statement is a SyntaxError.
import sys
from __future__ import annotations
print("not reached")

# expect-stderr:   File "tests/lang/future/not_at_top.py", line 3
# expect-stderr:     from __future__ import annotations
# expect-stderr:     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect-stderr: SyntaxError: from __future__ imports must occur at the beginning of the file
# expect-exit: 1

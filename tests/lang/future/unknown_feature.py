# An unknown __future__ feature is a SyntaxError at compile time.
from __future__ import annotations, braces_and_more
print("not reached")

# expect-stderr:   File "tests/lang/future/unknown_feature.py", line 2
# expect-stderr:     from __future__ import annotations, braces_and_more
# expect-stderr:     ^
# expect-stderr: SyntaxError: future feature braces_and_more is not defined
# expect-exit: 1

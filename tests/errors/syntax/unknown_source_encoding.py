# -*- coding: xyz -*-
# An unknown coding comment stops the script before it runs, with
# CPython's one-line message and exit status 1.
print("never")

# expect-stderr: SyntaxError: encoding problem: xyz
# expect-exit: 1

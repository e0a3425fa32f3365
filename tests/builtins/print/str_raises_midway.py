# An argument whose str() raises: what print wrote before it stays written
# (the separators included), as CPython writes piece by piece.
import sys
class B:
    def __str__(self):
        raise ValueError("no")
try:
    print("a", 1, B(), "z")
except ValueError:
    print("|caught")
try:
    print(B())
except ValueError:
    print("|caught2")
try:
    print("x", B(), sep="--", end="!\n", file=sys.stderr)
except ValueError:
    print("|caught3")
# expect: a 1 |caught
# expect: |caught2
# expect: |caught3
# expect-stderr: x--

# -X options land in sys._xoptions.
import sys

print(sorted(sys._xoptions.items()))
# flags: -X foo -X bar=baz -Xqux
# expect: [('bar', 'baz'), ('foo', True), ('qux', True)]

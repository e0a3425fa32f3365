# formatwarning: "file:line: Category: message\n", plus the given source line
# stripped and indented by two spaces; message and category may be anything
# with a str and a __name__.
import warnings

print(repr(warnings.formatwarning("careful", UserWarning, "mod.py", 7)))
print(repr(warnings.formatwarning("careful", UserWarning, "mod.py", 7, line="   x = f(y)   \n")))
print(repr(warnings.formatwarning(RuntimeWarning("overflow"), RuntimeWarning, "m.py", 1, line="")))
print(repr(warnings.formatwarning(42, DeprecationWarning, "<stdin>", 0, line=None)))

# expect: 'mod.py:7: UserWarning: careful\n'
# expect: 'mod.py:7: UserWarning: careful\n  x = f(y)\n'
# expect: 'm.py:1: RuntimeWarning: overflow\n'
# expect: '<stdin>:0: DeprecationWarning: 42\n'

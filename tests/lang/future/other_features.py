# Known __future__ features other than annotations are accepted and change
# nothing; they may share a statement and come after the docstring.
"""Module docstring."""
from __future__ import division, print_function
from __future__ import absolute_import, generators, with_statement, generator_stop, nested_scopes, unicode_literals

print(7 / 2, division.compiler_flag, print_function.getOptionalRelease())


def f(a: int) -> int:
    return a


print(f.__annotations__, __doc__)

# expect: 3.5 131072 (2, 6, 0, 'alpha', 2)
# expect: {'a': <class 'int'>, 'return': <class 'int'>} Module docstring.

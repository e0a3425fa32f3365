# Global and builtin name loads repeated at one site must see rebinding,
# deletion, a global shadowing a builtin and the builtin coming back, and
# module attributes replaced.
import math


def use():
    return len("abc"), counter, math.floor(2.5)


counter = 1
print(use())
counter = 2
print(use())


def len(x):
    return "my len"


print(use())
del len
print(use())
math.floor = lambda x: "patched"
print(use())
del counter
try:
    use()
except NameError as e:
    print(e)
import builtins
builtins.counter = "from builtins"
print(use())
# expect: (3, 1, 2)
# expect: (3, 2, 2)
# expect: ('my len', 2, 2)
# expect: (3, 2, 2)
# expect: (3, 2, 'patched')
# expect: name 'counter' is not defined
# expect: (3, 'from builtins', 'patched')

# str.expandtabs takes its tab size as a C int: one past it is CPython's
# OverflowError at once, before anything is expanded.
for size in (2**31, -(2**31) - 1, 2**40, 2**70):
    try:
        "a\tb".expandtabs(size)
    except OverflowError as e:
        print("OverflowError:", e)


class Width(int):
    pass


print(repr("a\tb".expandtabs(Width(4))), end=" ")
try:
    "a\tb".expandtabs(Width(2**70))
except OverflowError as e:
    print("OverflowError:", e)
print(repr("a\tb".expandtabs(-5)), repr("a\tbc\td".expandtabs(3)), repr("x\t".expandtabs(tabsize=2)))
# expect: OverflowError: Python int too large to convert to C int
# expect: OverflowError: Python int too large to convert to C int
# expect: OverflowError: Python int too large to convert to C int
# expect: OverflowError: Python int too large to convert to C int
# expect: 'a   b' OverflowError: Python int too large to convert to C int
# expect: 'ab' 'a  bc d' 'x '

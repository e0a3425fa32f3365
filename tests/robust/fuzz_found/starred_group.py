# `(*x)` and `(**x)` are CPython 3.11's "cannot use (double) starred
# expression here" (its invalid_group rule), and so is an f-string field
# that is only one (the field is compiled as "(expr)").
for src in ['(*x)', '(**x)', '( **x )', '(**x + 1)', '(**x, y)', '(**)', 'f"{*x}"', 'f"{**x}"', 'f"{ *x }"',
            'f"{*x:>3}"', 'f"{ **x:3}"', 'f"{**x!r}"', 'f"{*x, y}"', 'f"{(*x)}"', 'f"{(**x)}"']:
    try:
        compile(src, "f.py", "exec")
        print(repr(src), "ok")
    except SyntaxError as e:
        print(repr(src), e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset, repr(e.text))
# expect: '(*x)' cannot use starred expression here 1 2 1 4 '(*x)\n'
# expect: '(**x)' cannot use double starred expression here 1 2 1 4 '(**x)\n'
# expect: '( **x )' cannot use double starred expression here 1 3 1 5 '( **x )\n'
# expect: '(**x + 1)' cannot use double starred expression here 1 2 1 4 '(**x + 1)\n'
# expect: '(**x, y)' invalid syntax 1 2 1 4 '(**x, y)\n'
# expect: '(**)' invalid syntax 1 2 1 4 '(**)\n'
# expect: 'f"{*x}"' f-string: cannot use starred expression here 1 2 1 4 '(*x)\n'
# expect: 'f"{**x}"' f-string: cannot use double starred expression here 1 2 1 4 '(**x)\n'
# expect: 'f"{ *x }"' f-string: cannot use starred expression here 1 3 1 5 '( *x )\n'
# expect: 'f"{*x:>3}"' f-string: cannot use starred expression here 1 2 1 4 '(*x)\n'
# expect: 'f"{ **x:3}"' f-string: cannot use double starred expression here 1 3 1 5 '( **x)\n'
# expect: 'f"{**x!r}"' f-string: cannot use double starred expression here 1 2 1 4 '(**x)\n'
# expect: 'f"{*x, y}"' ok
# expect: 'f"{(*x)}"' f-string: cannot use starred expression here 1 3 1 5 '((*x))\n'
# expect: 'f"{(**x)}"' f-string: cannot use double starred expression here 1 3 1 5 '((**x))\n'

# A call or class statement naming one keyword twice is CPython's compile-time
# SyntaxError at the second (found by scripts/source_fuzz.py: tpy took the last).
for src in ['f(a=1, a=2)', 'f(a=1, b=2, a=3)', 'f(x, a=1, *y, a=2)', 'f(a=1, **k, a=2)', 'class C(metaclass=M, metaclass=N): pass', 'f(a=1,\n  a=2)']:
    try:
        compile(src, "s.py", "exec")
        print("ok", repr(src))
    except SyntaxError as e:
        print(repr(src), e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset)
# expect: 'f(a=1, a=2)' keyword argument repeated: a 1 8 1 11
# expect: 'f(a=1, b=2, a=3)' keyword argument repeated: a 1 13 1 16
# expect: 'f(x, a=1, *y, a=2)' keyword argument repeated: a 1 15 1 18
# expect: 'f(a=1, **k, a=2)' keyword argument repeated: a 1 13 1 16
# expect: 'class C(metaclass=M, metaclass=N): pass' keyword argument repeated: metaclass 1 22 1 33
# expect: 'f(a=1,\n  a=2)' keyword argument repeated: a 2 3 2 6

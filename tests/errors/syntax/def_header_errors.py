# A def's header: CPython's forced ':' ('expected ':'' whatever follows
# the parameters), its comma check after a default or an annotation, and
# no annotation of a yield ('invalid syntax' at the ':').
for s in ['def f():\n    yield 2:// 0\n', 'def f():\n    yield 2: int\n', 'def f():\n    yield 2: int = 3\n', 'def f():\n    yield:\n', 'def f():\n    yield from x: y\n', 'def f(a, b=1 c): pass', 'def f(a: int str): pass', 'def f(a, b=1 +): pass', 'lambda a, b=1 c: 0', 'def add(n)def:\n  pass', 'def add(n) -> int def:\n  pass', 'def add(n)\n  pass', 'class C(x) y:\n pass']:
    try: compile(s, 'x', 'exec'); print(repr(s), 'ok')
    except SyntaxError as e: print(repr(s), type(e).__name__, e.msg, e.lineno, e.offset, e.end_offset)
# expect: 'def f():\n    yield 2:// 0\n' SyntaxError invalid syntax 2 12 13
# expect: 'def f():\n    yield 2: int\n' SyntaxError invalid syntax 2 12 13
# expect: 'def f():\n    yield 2: int = 3\n' SyntaxError invalid syntax 2 12 13
# expect: 'def f():\n    yield:\n' SyntaxError invalid syntax 2 10 11
# expect: 'def f():\n    yield from x: y\n' SyntaxError invalid syntax 2 17 18
# expect: 'def f(a, b=1 c): pass' SyntaxError invalid syntax. Perhaps you forgot a comma? 1 12 15
# expect: 'def f(a: int str): pass' SyntaxError invalid syntax. Perhaps you forgot a comma? 1 10 17
# expect: 'def f(a, b=1 +): pass' SyntaxError invalid syntax 1 15 16
# expect: 'lambda a, b=1 c: 0' SyntaxError invalid syntax 1 15 16
# expect: 'def add(n)def:\n  pass' SyntaxError expected ':' 1 11 14
# expect: 'def add(n) -> int def:\n  pass' SyntaxError expected ':' 1 19 22
# expect: 'def add(n)\n  pass' SyntaxError expected ':' 1 11 11
# expect: 'class C(x) y:\n pass' SyntaxError invalid syntax 1 12 13

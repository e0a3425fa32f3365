# CPython's forced ':' after try, finally and else ('expected ':'' whatever
# follows), its placement of errors at an INDENT or the input's end, an
# except* block's name, and '{' never closed when its comma check read
# past the bracket's line.
srcs = ['try,:\n  pass', 'try x:\n  pass', 'try:\n  pass\nfinally x:\n  pass', 'try:\n  pass\nfinally,', 'if x:\n  pass\nelse x:\n  pass', 'if x:\n  pass\nelse', 'for x in y z:\n  pass', 'while x y:\n  pass', 'with x y:\n  pass', 'class C(x) y:\n pass', 'if x:\n  pass\nelif x y:\n  pass', 'try:\n  pass\nexcept E:\n  pass\nelse x:\n  pass', 'for x in y:\n  pass\nelse x:\n  pass', 'try:continue\n    next(it)\n', 'try:\n  pass\nx = 1\n', 'try: pass\n', 'lambda x y: 1']
srcs += ['try:\n  pass\nexcept* E:\nx=1', 's = 1\ns.expect{(r"a"\n         r"b")\nx = 1\n']
for s in srcs:
    try:
        compile(s, 'x', 'exec')
        print(repr(s), 'ok')
    except SyntaxError as e:
        print(repr(s), e.msg, e.lineno, e.offset, e.end_offset)
# expect: 'try,:\n  pass' expected ':' 1 4 5
# expect: 'try x:\n  pass' expected ':' 1 5 6
# expect: 'try:\n  pass\nfinally x:\n  pass' expected ':' 3 9 10
# expect: 'try:\n  pass\nfinally,' expected ':' 3 8 9
# expect: 'if x:\n  pass\nelse x:\n  pass' expected ':' 3 6 7
# expect: 'if x:\n  pass\nelse' expected ':' 3 5 5
# expect: 'for x in y z:\n  pass' invalid syntax 1 12 13
# expect: 'while x y:\n  pass' invalid syntax 1 9 10
# expect: 'with x y:\n  pass' invalid syntax 1 8 9
# expect: 'class C(x) y:\n pass' invalid syntax 1 12 13
# expect: 'if x:\n  pass\nelif x y:\n  pass' invalid syntax 3 8 9
# expect: 'try:\n  pass\nexcept E:\n  pass\nelse x:\n  pass' expected ':' 5 6 7
# expect: 'for x in y:\n  pass\nelse x:\n  pass' expected ':' 3 6 7
# expect: 'try:continue\n    next(it)\n' expected 'except' or 'finally' block 2 4 -1
# expect: 'try:\n  pass\nx = 1\n' expected 'except' or 'finally' block 3 1 2
# expect: 'try: pass\n' expected 'except' or 'finally' block 1 10 -1
# expect: 'lambda x y: 1' invalid syntax 1 10 11
# expect: 'try:\n  pass\nexcept* E:\nx=1' expected an indented block after 'except*' statement on line 3 4 1 2
# expect: 's = 1\ns.expect{(r"a"\n         r"b")\nx = 1\n' '{' was never closed 2 9 0

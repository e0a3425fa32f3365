# Where CPython puts errors at the end of the input (its last line, blank or
# comment included, just past its end), that its symbol table's errors come
# before its compiler's ('no binding for nonlocal' before an earlier
# 'return' outside function), and that an over-long decimal literal has no
# location (offset 0).
srcs = ['try:\n    pass\nexcept E:\n    # a comment\n   ', 'def f():\n   ', 'if x:\n\n\n', 'class C:\n    @d\n',
        'return 1\ndef f():\n    def g():\n        nonlocal q\n',
        'def f():\n    yield 1\nyield 2\ndef g():\n    nonlocal q\n',
        'x = ' + '1' * 5000, 'x = (1,\n ' + '2' * 5000 + ')']
for s in srcs:
    try:
        compile(s, 'x', 'exec')
        print('ok')
    except SyntaxError as e:
        print(type(e).__name__, e.msg[:60], e.lineno, e.offset, e.end_offset)
# expect: IndentationError expected an indented block after 'except' statement on line  5 4 -1
# expect: IndentationError expected an indented block after function definition on line 2 4 -1
# expect: IndentationError expected an indented block after 'if' statement on line 1 3 1 -1
# expect: IndentationError unexpected unindent 2 7 -1
# expect: SyntaxError no binding for nonlocal 'q' found 4 9 19
# expect: SyntaxError no binding for nonlocal 'q' found 5 5 15
# expect: SyntaxError Exceeds the limit (4300 digits) for integer string conversio 1 0 0
# expect: SyntaxError Exceeds the limit (4300 digits) for integer string conversio 2 0 0

# Where CPython places indentation errors at a dedent: the dedent's line,
# its column as the offset, end -1; and an unexpected indent or unindent is
# reported without scanning for later tokenizer errors.
for s in ['def f():\n    if x:\ny = 1\n', 'def f():\n    while 1:\n        if x:\n    y = 1\n', 'if x:\n',
          'def f():\n    if x:\n', 'class C:\n    def f():\n  x\n', 'class C:\n    @d\n  x\n',
          'class C:\n    @d\nx = 1\n', 'x = 1\n    y = (\n', 'x = 1\n    y = "abc\n', 'x = 1\n    y = (]\n',
          'try:\n    pass\nexcept E:\nx = 1\n']:
    try:
        compile(s, 'x', 'exec')
        print(repr(s), 'ok')
    except SyntaxError as e:
        print(repr(s), type(e).__name__, e.msg, e.lineno, e.offset, e.end_offset)
# expect: 'def f():\n    if x:\ny = 1\n' IndentationError expected an indented block after 'if' statement on line 2 3 0 -1
# expect: 'def f():\n    while 1:\n        if x:\n    y = 1\n' IndentationError expected an indented block after 'if' statement on line 3 4 4 -1
# expect: 'if x:\n' IndentationError expected an indented block after 'if' statement on line 1 1 6 -1
# expect: 'def f():\n    if x:\n' IndentationError expected an indented block after 'if' statement on line 2 2 10 -1
# expect: 'class C:\n    def f():\n  x\n' IndentationError unindent does not match any outer indentation level 3 4 -1
# expect: 'class C:\n    @d\n  x\n' IndentationError unindent does not match any outer indentation level 3 4 -1
# expect: 'class C:\n    @d\nx = 1\n' IndentationError unexpected unindent 3 0 -1
# expect: 'x = 1\n    y = (\n' IndentationError unexpected indent 2 4 -1
# expect: 'x = 1\n    y = "abc\n' IndentationError unexpected indent 2 4 -1
# expect: 'x = 1\n    y = (]\n' IndentationError unexpected indent 2 4 -1
# expect: 'try:\n    pass\nexcept E:\nx = 1\n' IndentationError expected an indented block after 'except' statement on line 3 4 1 2

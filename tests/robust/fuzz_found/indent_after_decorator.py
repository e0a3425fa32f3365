# An indented line after a decorator is "unexpected indent" (end_offset -1,
# as every "unexpected indent"), and CPython's scan for later tokenizer
# errors stops there (found by scripts/source_fuzz.py).
cases = [b"@([''])\n \x80", b"@x\n \x80", b"@x\n y\x80", b"x\n \x80", b"x = 1\n \x80", b"x = 1\n  y\n\x80",
         b"@x\n  def f(): pass\n\x80", b"x = 1\n \xe9\n", b"@x\n  def f(): pass\n", b"x = 1\n  y\n"]
for src in cases:
    try:
        compile(src, "f.py", "exec")
        print("ok")
    except SyntaxError as e:
        print(type(e).__name__, e.msg, e.lineno, e.offset, e.end_offset)
    except UnicodeDecodeError as e:
        print("UnicodeDecodeError:", e)
# expect: IndentationError unexpected indent 2 1 -1
# expect: IndentationError unexpected indent 2 1 -1
# expect: IndentationError unexpected indent 2 1 -1
# expect: IndentationError unexpected indent 2 1 -1
# expect: IndentationError unexpected indent 2 1 -1
# expect: IndentationError unexpected indent 2 2 -1
# expect: IndentationError unexpected indent 2 2 -1
# expect: IndentationError unexpected indent 2 1 -1
# expect: IndentationError unexpected indent 2 2 -1
# expect: IndentationError unexpected indent 2 2 -1

# At most 99 indented blocks (CPython's MAXINDENT), found by scripts/source_fuzz.py.
def nested(n):
    return "".join(" " * i + "if 1:\n" for i in range(n)) + " " * n + "x = %d\n" % n

for n in (98, 99, 100, 101):
    ns = {}
    try:
        exec(compile(nested(n), "<s>", "exec"), ns)
        print(n, "ok", ns["x"])
    except SyntaxError as e:
        print(n, type(e).__name__, e.msg, e.lineno, e.offset)
# expect: 98 ok 98
# expect: 99 ok 99
# expect: 100 IndentationError too many levels of indentation 101 1
# expect: 101 IndentationError too many levels of indentation 101 1

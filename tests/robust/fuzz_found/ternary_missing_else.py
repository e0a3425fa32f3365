# "expected 'else' after 'if' expression" when the condition's operand
# fails part way (found by scripts/source_fuzz.py): CPython's parser backs
# out of the failed operand, takes the longest condition that parses, and
# reports what follows it; with no such condition it is "invalid syntax".
cases = [
    "a if x != not z else b",
    "a if x != not z",
    "(a if x != not z else b)",
    "a if x + else b",
    "a if x ( else b",
    "a if x. else b",
    "a if x[ else b",
    "a if x and else b",
    "a if x + * 2 else b",
    "a if x[1] + (2 if y else",
    "a if (x else b",
    "a if not else b",
    "a if x:",
    "x = a if b else",
    "a if f(x,) y else b",
]
for src in cases:
    try:
        compile(src, "f.py", "exec")
        print("ok")
    except SyntaxError as e:
        print(e.msg, e.lineno, e.offset, e.end_offset)
# expect: expected 'else' after 'if' expression 1 1 7
# expect: expected 'else' after 'if' expression 1 1 7
# expect: expected 'else' after 'if' expression 1 2 8
# expect: expected 'else' after 'if' expression 1 1 7
# expect: expected 'else' after 'if' expression 1 1 7
# expect: expected 'else' after 'if' expression 1 1 7
# expect: expected 'else' after 'if' expression 1 1 7
# expect: expected 'else' after 'if' expression 1 1 7
# expect: expected 'else' after 'if' expression 1 1 7
# expect: '(' was never closed 1 13 0
# expect: invalid syntax 1 9 13
# expect: invalid syntax 1 10 14
# expect: invalid syntax 1 7 8
# expect: invalid syntax 1 16 16
# expect: expected 'else' after 'if' expression 1 1 11

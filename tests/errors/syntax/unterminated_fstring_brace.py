name = "x"
s = f"{name"

# expect-stderr:   File "tests/errors/syntax/unterminated_fstring_brace.py", line 2
# expect-stderr:     s = f"{name"
# expect-stderr:                 ^
# expect-stderr: SyntaxError: f-string: expecting '}'
# expect-exit: 1

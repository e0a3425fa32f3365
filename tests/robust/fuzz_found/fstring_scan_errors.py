# Errors CPython 3.11 finds while scanning an f-string field, before the
# expression is parsed, all reported at the end of the string token: an
# empty expression before '!', ':' or '=' ("expression required before"),
# a closing bracket with none open or of another kind, and a conversion
# that is not s, r or a (found by scripts/source_fuzz.py).
cases = ['f"{}"', 'f"{ }"', 'f"{!r}"', 'f"{:x}"', 'f"{=}"', 'f"{ =}"', 'f"{x:{!r}}"', 'f"{x!}"', 'f"{x!:}"',
         'f"{x!z}"', 'f"{x:{y!}}"', 'f"{(}"', 'f"{)}"', 'f"{[}"', 'f"{x]}"', 'f"{x)}"', 'f"{x[}"', 'f"{1:{)}}"',
         'f"{(x]}"', 'f"{[x)}"', 'f"{{x)}"', 'f"{x!r}{)}"', 'x = 1\ny = f"{x)}"', 'f"{x == y}{(}"', 'f"{x!=y}{]}"']
for src in cases:
    try:
        compile(src, "f.py", "exec")
        print(repr(src), "ok")
    except SyntaxError as e:
        print(repr(src), e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset)
try:
    eval('f"{x)}"')
except SyntaxError as e:
    print(e.msg, e.offset)
# expect: 'f"{}"' f-string: empty expression not allowed 1 6 1 6
# expect: 'f"{ }"' f-string: empty expression not allowed 1 7 1 7
# expect: 'f"{!r}"' f-string: expression required before '!' 1 8 1 8
# expect: 'f"{:x}"' f-string: expression required before ':' 1 8 1 8
# expect: 'f"{=}"' f-string: expression required before '=' 1 7 1 7
# expect: 'f"{ =}"' f-string: expression required before '=' 1 8 1 8
# expect: 'f"{x:{!r}}"' f-string: expression required before '!' 1 12 1 12
# expect: 'f"{x!}"' f-string: invalid conversion character: expected 's', 'r', or 'a' 1 8 1 8
# expect: 'f"{x!:}"' f-string: invalid conversion character: expected 's', 'r', or 'a' 1 9 1 9
# expect: 'f"{x!z}"' f-string: invalid conversion character: expected 's', 'r', or 'a' 1 9 1 9
# expect: 'f"{x:{y!}}"' f-string: invalid conversion character: expected 's', 'r', or 'a' 1 12 1 12
# expect: 'f"{(}"' f-string: closing parenthesis '}' does not match opening parenthesis '(' 1 7 1 7
# expect: 'f"{)}"' f-string: unmatched ')' 1 7 1 7
# expect: 'f"{[}"' f-string: closing parenthesis '}' does not match opening parenthesis '[' 1 7 1 7
# expect: 'f"{x]}"' f-string: unmatched ']' 1 8 1 8
# expect: 'f"{x)}"' f-string: unmatched ')' 1 8 1 8
# expect: 'f"{x[}"' f-string: closing parenthesis '}' does not match opening parenthesis '[' 1 8 1 8
# expect: 'f"{1:{)}}"' f-string: unmatched ')' 1 11 1 11
# expect: 'f"{(x]}"' f-string: closing parenthesis ']' does not match opening parenthesis '(' 1 9 1 9
# expect: 'f"{[x)}"' f-string: closing parenthesis ')' does not match opening parenthesis '[' 1 9 1 9
# expect: 'f"{{x)}"' f-string: single '}' is not allowed 1 9 1 9
# expect: 'f"{x!r}{)}"' f-string: unmatched ')' 1 12 1 12
# expect: 'x = 1\ny = f"{x)}"' f-string: unmatched ')' 2 12 2 12
# expect: 'f"{x == y}{(}"' f-string: closing parenthesis '}' does not match opening parenthesis '(' 1 15 1 15
# expect: 'f"{x!=y}{]}"' f-string: unmatched ']' 1 13 1 13
# expect: f-string: unmatched ')' 7

# CPython 3.11 compiles an f-string field as the text "(expr)": an error in
# the expression is placed in that text (its offsets, the line shown; the
# line number stays the file's), the parser's errors with "f-string: " and
# offsets in bytes, the tokenizer's without the prefix, in characters; an
# error at the end of the expression points at the closing ')'. The field
# is parenthesized, so `f"{x for x in y}"` is a generator expression.
cases = ['f"{a b}"', 'f"{ a b }"', 'x = 1\ny = f"{a b}"', 'x = (1,\n f"{a b}")', 'f"""\n{a b}"""', 'f"{a\tb}"',
         'f"{x:{a b}}"', "f'{f\"{a b}\"}'", 'f"{x.}"', 'f"{ x. }"', 'f"{.x}"', 'f"{if}"', 'f"{x==}"', 'f"{1 +}"',
         'f"{lambda x: 1}"', 'f"{1a}"', 'f"{ 1a }"', 'f"{0x}"', 'f"{é b}"', 'f"{é+}"', 'f"{ é+ }"', 'f"{é 1a}"',
         'rf"{a b}"', 'f"{x!r}{a b}"']
for src in cases:
    try:
        compile(src, "f.py", "exec")
        print(repr(src), "ok")
    except SyntaxError as e:
        print(repr(src), e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset, repr(e.text.rstrip("\n")))

y = [1, 2]
g = f"{x * 2 for x in y}"
print(g.startswith("<generator object <genexpr> at "))
print(eval('f"{list(x for x in y)}{(x for x in y).__class__.__name__}"'))
exec('print(f"{a b}")')
# expect: 'f"{a b}"' f-string: invalid syntax. Perhaps you forgot a comma? 1 2 1 5 '(a b)'
# expect: 'f"{ a b }"' f-string: invalid syntax. Perhaps you forgot a comma? 1 3 1 6 '( a b )'
# expect: 'x = 1\ny = f"{a b}"' f-string: invalid syntax. Perhaps you forgot a comma? 2 2 2 5 '(a b)'
# expect: 'x = (1,\n f"{a b}")' f-string: invalid syntax. Perhaps you forgot a comma? 2 2 2 5 '(a b)'
# expect: 'f"""\n{a b}"""' f-string: invalid syntax. Perhaps you forgot a comma? 2 2 2 5 '(a b)'
# expect: 'f"{a\tb}"' f-string: invalid syntax. Perhaps you forgot a comma? 1 2 1 5 '(a\tb)'
# expect: 'f"{x:{a b}}"' f-string: invalid syntax. Perhaps you forgot a comma? 1 2 1 5 '(a b)'
# expect: 'f\'{f"{a b}"}\'' f-string: invalid syntax. Perhaps you forgot a comma? 1 2 1 5 '(a b)'
# expect: 'f"{x.}"' f-string: invalid syntax 1 4 1 5 '(x.)'
# expect: 'f"{ x. }"' f-string: invalid syntax 1 6 1 7 '( x. )'
# expect: 'f"{.x}"' f-string: invalid syntax 1 2 1 3 '(.x)'
# expect: 'f"{if}"' f-string: invalid syntax 1 2 1 4 '(if)'
# expect: 'f"{x==}"' f-string: invalid syntax 1 5 1 6 '(x==)'
# expect: 'f"{1 +}"' f-string: invalid syntax 1 5 1 6 '(1 +)'
# expect: 'f"{lambda x: 1}"' f-string: invalid syntax 1 10 1 11 '(lambda x)'
# expect: 'f"{1a}"' invalid decimal literal 1 2 1 2 '(1a)'
# expect: 'f"{ 1a }"' invalid decimal literal 1 3 1 3 '( 1a )'
# expect: 'f"{0x}"' invalid hexadecimal literal 1 3 1 3 '(0x)'
# expect: 'f"{é b}"' f-string: invalid syntax. Perhaps you forgot a comma? 1 2 1 6 '(é b)'
# expect: 'f"{é+}"' f-string: invalid syntax 1 5 1 6 '(é+)'
# expect: 'f"{ é+ }"' f-string: invalid syntax 1 7 1 8 '( é+ )'
# expect: 'f"{é 1a}"' invalid decimal literal 1 4 1 4 '(é 1a)'
# expect: 'rf"{a b}"' f-string: invalid syntax. Perhaps you forgot a comma? 1 2 1 5 '(a b)'
# expect: 'f"{x!r}{a b}"' f-string: invalid syntax. Perhaps you forgot a comma? 1 2 1 5 '(a b)'
# expect: True
# expect: [1, 2]generator
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/robust/fuzz_found/fstring_field_error_place.py", line 22, in <module>
# expect-stderr:     exec('print(f"{a b}")')
# expect-stderr:   File "<string>", line 1
# expect-stderr:     (a b)
# expect-stderr:      ^^^
# expect-stderr: SyntaxError: f-string: invalid syntax. Perhaps you forgot a comma?
# expect-exit: 1

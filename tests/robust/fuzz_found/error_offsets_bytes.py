# Found by scripts/source_fuzz.py: where CPython 3.11 places a SyntaxError.
def show(src, mode="exec"):
    try:
        compile(src, "<fuzz>", mode)
        print("compiled")
    except SyntaxError as e:
        print(type(e).__name__, e.msg, e.offset, e.end_offset)

# compile() of bytes with no coding comment and no BOM counts UTF-8 bytes;
# str, a BOM or a coding comment count characters.
show('"\xe9\xe9" + $')
show('"\xe9\xe9" + $'.encode())
show(b'\xef\xbb\xbf"\xc3\xa9\xc3\xa9" + $')
show(b'# coding: utf-8\n"\xc3\xa9\xc3\xa9" + $')
show('x = "\xe9" + ('.encode())
# The compiler and symbol table count bytes whatever the source.
show('"\xe9"; return 1')
show('x = "\xe9\xe9"; nonlocal y')
show('x = "\xe9"; break')
# A bad escape is placed at the token after the strings.
show('x = "\\x" 1')
show('x = "\\x" + "\\N{nope}"')
# Tokenizer errors CPython reports by a status code do not replace an
# earlier syntax error; a bracket left open replaces one on an earlier line only.
show("x = 1 2\ny = a\\b\n")
show("x = 1 2\nif 1:\n        a\n    b\n")
show("x = 1 2\nif 1:\n\ta\n        b\n")
show("x = 1 2\ny = (\n")
show("x = (\ny = 1 2\n")
show("x = 1 2\ny = )\n")
show("f'{(' a\\tb'\n")
# expect: SyntaxError invalid syntax 8 9
# expect: SyntaxError invalid syntax 10 11
# expect: SyntaxError invalid syntax 8 9
# expect: SyntaxError invalid syntax 8 9
# expect: SyntaxError '(' was never closed 12 0
# expect: SyntaxError 'return' outside function 7 15
# expect: SyntaxError nonlocal declaration not allowed at module level 13 23
# expect: SyntaxError 'break' outside loop 11 16
# expect: SyntaxError (unicode error) 'unicodeescape' codec can't decode bytes in position 0-1: truncated \xXX escape 10 11
# expect: SyntaxError (unicode error) 'unicodeescape' codec can't decode bytes in position 0-1: truncated \xXX escape 10 11
# expect: SyntaxError invalid syntax 7 8
# expect: SyntaxError invalid syntax 7 8
# expect: SyntaxError invalid syntax 7 8
# expect: SyntaxError invalid syntax 7 8
# expect: SyntaxError '(' was never closed 5 0
# expect: SyntaxError unmatched ')' 5 5
# expect: SyntaxError f-string: unmatched '(' 7 8

# U+FEFF at the start of an f-string's field is no signature to skip: the
# source is a SyntaxError, as in CPython (found by scripts/source_fuzz.py).
# (CPython 3.11 places the errors of a field's expression inside the text
# "(expr)" it compiles; only the exception type is checked here.)
for src in ['f"{\ufeffx}"', 'f"{ \ufeffx}"', 'f"{x\ufeff}"', 'def t(g="",t=""):return f"{e}{\ufefft}"']:
    for s in (src, src.encode()):
        try:
            compile(s, "f.py", "exec")
            print("ok")
        except SyntaxError as e:
            print("SyntaxError")
# expect: SyntaxError
# expect: SyntaxError
# expect: SyntaxError
# expect: SyntaxError
# expect: SyntaxError
# expect: SyntaxError
# expect: SyntaxError
# expect: SyntaxError

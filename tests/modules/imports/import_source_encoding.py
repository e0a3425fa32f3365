# An imported module is decoded by its coding comment; an unknown one
# raises SyntaxError at line 0 of the module.
from _latin1_mod import word
print(ascii(word), len(word))
try:
    import _bad_coding_mod
except SyntaxError as e:
    print(type(e).__name__, e.msg, e.lineno, e.filename.endswith("_bad_coding_mod.py"))

# expect: 'na\xefve \xa7' 7
# expect: SyntaxError unknown encoding: klingon 0 True

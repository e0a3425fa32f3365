# A number directly followed by a keyword that may follow one (`1if`,
# `0x1for`, `1jor`, `1else`) is CPython's SyntaxWarning "invalid decimal
# (hexadecimal, octal, binary, imaginary) literal", issued as the tokenizer
# reads it (tokens after a later syntax error included); a warnings error
# filter makes it a SyntaxError at the number's last character. Any other
# name character after a number is that SyntaxError at once.
import warnings

cases = ["x = 1\ny = 1if x else 2", "[0x1for x in ()]", "[0o7for x in ()]", "[0b1for x in ()]", "1_0if 1 else 2",
         "1.5if 1 else 2", "1e5if 1 else 2", "1jif 1 else 2", "1or 2", "1in [1]", "1not in []", "1and 2",
         "1 if 1else 2", "x = 1ifx", "0x1fand 1", "0x1g", "1andy", "1ex", "1e+x", "1.5e", "1else", "1if",
         "x x\n1if 1 else 2", 'f"{1if 1 else 2}"', "é = 1if 1 else 2"]
for src in cases:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            compile(src, "w.py", "exec")
            result = "ok"
        except SyntaxError as e:
            result = "%s %s %s %s" % (e.msg, e.lineno, e.offset, e.end_offset)
    print(repr(src), result, [(str(w.message), w.category.__name__, w.filename, w.lineno) for w in caught])

for src in ["x = 1\ny = 1if x else 2", "[0x1for x in ()]", "é = 1if 1 else 2"]:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        try:
            compile(src, "w.py", "exec")
            print("ok")
        except SyntaxError as e:
            print(e.msg, e.lineno, e.offset, e.end_offset, e.filename)

print(1if True else 2)
# expect: 'x = 1\ny = 1if x else 2' ok [('invalid decimal literal', 'SyntaxWarning', 'w.py', 2)]
# expect: '[0x1for x in ()]' ok [('invalid hexadecimal literal', 'SyntaxWarning', 'w.py', 1)]
# expect: '[0o7for x in ()]' ok [('invalid octal literal', 'SyntaxWarning', 'w.py', 1)]
# expect: '[0b1for x in ()]' ok [('invalid binary literal', 'SyntaxWarning', 'w.py', 1)]
# expect: '1_0if 1 else 2' ok [('invalid decimal literal', 'SyntaxWarning', 'w.py', 1)]
# expect: '1.5if 1 else 2' ok [('invalid decimal literal', 'SyntaxWarning', 'w.py', 1)]
# expect: '1e5if 1 else 2' ok [('invalid decimal literal', 'SyntaxWarning', 'w.py', 1)]
# expect: '1jif 1 else 2' ok [('invalid imaginary literal', 'SyntaxWarning', 'w.py', 1)]
# expect: '1or 2' ok [('invalid decimal literal', 'SyntaxWarning', 'w.py', 1)]
# expect: '1in [1]' ok [('invalid decimal literal', 'SyntaxWarning', 'w.py', 1)]
# expect: '1not in []' ok [('invalid decimal literal', 'SyntaxWarning', 'w.py', 1)]
# expect: '1and 2' ok [('invalid decimal literal', 'SyntaxWarning', 'w.py', 1)]
# expect: '1 if 1else 2' ok [('invalid decimal literal', 'SyntaxWarning', 'w.py', 1)]
# expect: 'x = 1ifx' invalid syntax 1 6 9 [('invalid decimal literal', 'SyntaxWarning', 'w.py', 1)]
# expect: '0x1fand 1' invalid hexadecimal literal 1 5 5 []
# expect: '0x1g' invalid hexadecimal literal 1 3 3 []
# expect: '1andy' invalid decimal literal 1 1 1 []
# expect: '1ex' invalid decimal literal 1 1 1 []
# expect: '1e+x' invalid decimal literal 1 3 3 []
# expect: '1.5e' invalid decimal literal 1 3 3 []
# expect: '1else' invalid syntax 1 2 6 [('invalid decimal literal', 'SyntaxWarning', 'w.py', 1)]
# expect: '1if' invalid syntax 1 4 4 [('invalid decimal literal', 'SyntaxWarning', 'w.py', 1)]
# expect: 'x x\n1if 1 else 2' invalid syntax 1 3 4 [('invalid decimal literal', 'SyntaxWarning', 'w.py', 2)]
# expect: 'f"{1if 1 else 2}"' ok [('invalid decimal literal', 'SyntaxWarning', 'w.py', 1)]
# expect: 'é = 1if 1 else 2' ok [('invalid decimal literal', 'SyntaxWarning', 'w.py', 1)]
# expect: invalid decimal literal 2 5 5 w.py
# expect: invalid hexadecimal literal 1 5 5 w.py
# expect: invalid decimal literal 1 5 5 w.py
# expect: 1
# expect-stderr: tests/robust/fuzz_found/number_keyword_warning.py:32: SyntaxWarning: invalid decimal literal
# expect-stderr:   print(1if True else 2)

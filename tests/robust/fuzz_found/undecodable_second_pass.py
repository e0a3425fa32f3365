# Which of a grammar error and a later name that is not UTF-8 is reported
# (found by scripts/source_fuzz.py). A token CPython's parser reads fails
# there as "SyntaxError: (unicode error) ..."; one that only the scan after
# the parser's error reaches is a bare UnicodeDecodeError. CPython's second
# pass reads past its first error: the expression after an element ("a b",
# "{1 {2}}"), star_expressions after a name at an expression start
# ("the host array passed"), an annotation after an illegal target, an
# augmented value, an except* head, the value after "x[0] =" in brackets.
# It reads nothing past "f(finally", after "def f x", after a dedent that
# ends a decorator list ("unexpected unindent"), or past a comma check that
# raised inside brackets, nor with its second-pass rules inside the b of that
# check (`nan and inf(the impo` reads `impo` and stops), nor past the '='
# after an invalid assignment target (the first target's value is read up
# to the token after its bitwise_or, for the "here. Maybe you meant" form).
cases = [
    b'x = {1: {1 {1: {1: \xed 1}}}}\n',
    b'x = {1 {2}}\n',
    b'print( finally ra\xffn")\n',
    b'class C:\n    @x.setter\n\nclass P(pr    def x(self, v): print("set", v)\nc = C(); print(c.x, type(C.__dic\xf8t__["x"]))\n',
    b'class C:\n    @d\nx = 1\n',
    b'class C:\n    @d\n\xff = 1\n',
    b'try:\n    pass\nexcept ValueError:\n    pass\nexcept* TypeError\xe9:\n    pass\n',
    b'ytes in comments: caf\xe9 \xff\n',
    b'a + b += c\xe9\n',
    b'the host array passed iU checks no bounds (Nu\xffmba\n',
    b'ne 2,  x\xed\xa0\x80in <module>\n',
    b'for i continuein prange(x.shape[0])caf\xe9:\n    pass\n',
    b'v.flags.writeable = True[\nv[0] = 100\n x\xed\xa0\x80print(a)\n',
    b'try:\n    class C(A,  (MRO) for bases A, B\nB x\xed\xa0\x80 ):\n        pass\nexcept E:\n    pass\n',
    b'def frt num \xe9xpy as np\n',
    b'x = [1 ~2, \xff]\n',
    b't: File "a.py", line 3,  x\xed\xa0\x80in f\n',
    b'[af \'x\' e]\n',
    b'match len(f"{(a != not b)}"):\n    case 1:\n        pass\n',
    b'with w.catch nan and inf (the\n# c\nimpo \xe9 rt w\n',
    b'x = 1 + 1= + 1 + \xed\xa0\x80 1\n',
    b'f() = 1 + \xff\n',
    b'f() = x = \xff\n',
    b'(yield) = 1 \xff\n',
    b'x = f() = \xff\n',
]
for src in cases:
    try:
        compile(src, "f.py", "exec")
        print("ok")
    except SyntaxError as e:
        print(type(e).__name__ + ":", e.msg, e.lineno, e.offset)
    except UnicodeDecodeError as e:
        print("UnicodeDecodeError:", e)
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xed in position 0: unexpected end of data 1 20
# expect: SyntaxError: invalid syntax. Perhaps you forgot a comma? 1 6
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position 2: invalid start byte
# expect: IndentationError: unexpected unindent 4 0
# expect: IndentationError: unexpected unindent 3 0
# expect: IndentationError: unexpected unindent 3 0
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 9: unexpected end of data 5 18
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 3: unexpected end of data 1 22
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 1: unexpected end of data 1 11
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xff in position 2: invalid start byte 1 49
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xed in position 1: invalid continuation byte 1 13
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 3: unexpected end of data 1 39
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xed in position 1: invalid continuation byte 3 10
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xed in position 1: invalid continuation byte
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 0: invalid continuation byte
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xed in position 1: invalid continuation byte 1 31
# expect: SyntaxError: invalid syntax. Perhaps you forgot a comma? 1 5
# expect: SyntaxError: f-string: invalid syntax 1 8
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xed in position 0: invalid continuation byte
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte 1 11
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte 1 13
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte

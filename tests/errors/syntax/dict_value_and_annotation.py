# A dict key with ':' and no value is CPython's "expression expected after
# dictionary key and ':'"; an illegal annotation target whose annotation does
# not parse is "invalid syntax" at the ':'; a line-continuation error the
# parser reads is the tokenizer's error; a bracket that the parser reads
# the end of the input in is "never closed".
srcs = ['d = {"b":  }', 'f({"a": 1, "b":  })', '{1: , 2: 3}', 'x: 1:2', 'f(x):except E: pass', 'a.b(1):x',
        '(a, b): int', '(a, b): except', 'print(1)af\\xc3', '[1 {2}', 'x = (1 2', 'f(a b']
for s in srcs:
    try:
        compile(s, 'x', 'exec')
        print('ok')
    except SyntaxError as e:
        print(repr(s), e.msg, e.offset, e.end_offset)
# expect: 'd = {"b":  }' expression expected after dictionary key and ':' 9 10
# expect: 'f({"a": 1, "b":  })' expression expected after dictionary key and ':' 15 16
# expect: '{1: , 2: 3}' expression expected after dictionary key and ':' 3 4
# expect: 'x: 1:2' invalid syntax 5 6
# expect: 'f(x):except E: pass' invalid syntax 5 6
# expect: 'a.b(1):x' illegal target for annotation 1 7
# expect: '(a, b): int' only single target (not tuple) can be annotated 1 7
# expect: '(a, b): except' invalid syntax 7 8
# expect: 'print(1)af\\xc3' unexpected character after line continuation character 12 0
# expect: '[1 {2}' '[' was never closed 1 0
# expect: 'x = (1 2' '(' was never closed 5 0
# expect: 'f(a b' '(' was never closed 2 0

# The compiler's SyntaxWarnings for legal but suspicious code, as CPython
# 3.11 gives them: each source below compiled with warnings recorded.
import warnings

sources = [
    "x is 5", "x is not 'a'", "5 is x", "x is ()", "x is (1, 2)", "x is (1, y)", "x is -1", "x is None",
    "x is ...", "x is True", "x is not False", "a is b is 3", "x is 1.5", "x is b''", "x is 1j", "x is [1]",
    "x is f'a'", "x == 5", "x in (1, 2)",
    "assert (x, 'msg')", "assert ()", "assert x, (1, 2)",
    "None()", "'abc'()", "(1, 2)(3, 4)", "[1, 2]()", "[x for x in y]()", "{1: 2}()", "{1}()", "(x for x in y)()",
    "f'a'()", "1()", "True()", "...()", "f(x)(y)", "(lambda: 1)()",
    "5[0]", "1.5[0]", "None[0]", "{1}[0]", "(x for x in y)[0]", "(lambda: 1)[0]", "{x for x in y}[0]", "True[0]",
    "[1, 2][0, 1]", "(1, 2)[0, 1]", "'abc'[1, 2]", "'abc'[1.5]", "b'ab'['x']", "[1][None]", "[1][0:1]",
    "[1]['a']", "[1][[0]]", "[1][{}]", "[1][x]", "x[0, 1]", "'abc'[True]", "[x for x in y][1, 2]", "f'ab'[(1, 2)]",
    "{'a': 1}['a']", "[1][f'x']", "[1][-1]", "5[0] = 1",
    "def f():\n    return x is 5\n", "lambda: x is 5", "[y for y in z if y is 3]", "f'{x is 4}'",
]
for src in sources:
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        try:
            compile(src, "w.py", "exec")
        except SyntaxError as e:
            print(repr(src), "SyntaxError", e.msg)
            continue
    print(repr(src), [(str(x.message), x.lineno) for x in w])
# expect: 'x is 5' [('"is" with a literal. Did you mean "=="?', 1)]
# expect: "x is not 'a'" [('"is not" with a literal. Did you mean "!="?', 1)]
# expect: '5 is x' [('"is" with a literal. Did you mean "=="?', 1)]
# expect: 'x is ()' [('"is" with a literal. Did you mean "=="?', 1)]
# expect: 'x is (1, 2)' [('"is" with a literal. Did you mean "=="?', 1)]
# expect: 'x is (1, y)' []
# expect: 'x is -1' [('"is" with a literal. Did you mean "=="?', 1)]
# expect: 'x is None' []
# expect: 'x is ...' []
# expect: 'x is True' []
# expect: 'x is not False' []
# expect: 'a is b is 3' [('"is" with a literal. Did you mean "=="?', 1)]
# expect: 'x is 1.5' [('"is" with a literal. Did you mean "=="?', 1)]
# expect: "x is b''" [('"is" with a literal. Did you mean "=="?', 1)]
# expect: 'x is 1j' [('"is" with a literal. Did you mean "=="?', 1)]
# expect: 'x is [1]' []
# expect: "x is f'a'" []
# expect: 'x == 5' []
# expect: 'x in (1, 2)' []
# expect: "assert (x, 'msg')" [('assertion is always true, perhaps remove parentheses?', 1)]
# expect: 'assert ()' []
# expect: 'assert x, (1, 2)' []
# expect: 'None()' [("'NoneType' object is not callable; perhaps you missed a comma?", 1)]
# expect: "'abc'()" [("'str' object is not callable; perhaps you missed a comma?", 1)]
# expect: '(1, 2)(3, 4)' [("'tuple' object is not callable; perhaps you missed a comma?", 1)]
# expect: '[1, 2]()' [("'list' object is not callable; perhaps you missed a comma?", 1)]
# expect: '[x for x in y]()' [("'list' object is not callable; perhaps you missed a comma?", 1)]
# expect: '{1: 2}()' [("'dict' object is not callable; perhaps you missed a comma?", 1)]
# expect: '{1}()' [("'set' object is not callable; perhaps you missed a comma?", 1)]
# expect: '(x for x in y)()' [("'generator' object is not callable; perhaps you missed a comma?", 1)]
# expect: "f'a'()" [("'str' object is not callable; perhaps you missed a comma?", 1)]
# expect: '1()' [("'int' object is not callable; perhaps you missed a comma?", 1)]
# expect: 'True()' [("'bool' object is not callable; perhaps you missed a comma?", 1)]
# expect: '...()' [("'ellipsis' object is not callable; perhaps you missed a comma?", 1)]
# expect: 'f(x)(y)' []
# expect: '(lambda: 1)()' []
# expect: '5[0]' [("'int' object is not subscriptable; perhaps you missed a comma?", 1)]
# expect: '1.5[0]' [("'float' object is not subscriptable; perhaps you missed a comma?", 1)]
# expect: 'None[0]' [("'NoneType' object is not subscriptable; perhaps you missed a comma?", 1)]
# expect: '{1}[0]' [("'set' object is not subscriptable; perhaps you missed a comma?", 1)]
# expect: '(x for x in y)[0]' [("'generator' object is not subscriptable; perhaps you missed a comma?", 1)]
# expect: '(lambda: 1)[0]' [("'function' object is not subscriptable; perhaps you missed a comma?", 1)]
# expect: '{x for x in y}[0]' [("'set' object is not subscriptable; perhaps you missed a comma?", 1)]
# expect: 'True[0]' [("'bool' object is not subscriptable; perhaps you missed a comma?", 1)]
# expect: '[1, 2][0, 1]' [('list indices must be integers or slices, not tuple; perhaps you missed a comma?', 1)]
# expect: '(1, 2)[0, 1]' [('tuple indices must be integers or slices, not tuple; perhaps you missed a comma?', 1)]
# expect: "'abc'[1, 2]" [('str indices must be integers or slices, not tuple; perhaps you missed a comma?', 1)]
# expect: "'abc'[1.5]" [('str indices must be integers or slices, not float; perhaps you missed a comma?', 1)]
# expect: "b'ab'['x']" [('bytes indices must be integers or slices, not str; perhaps you missed a comma?', 1)]
# expect: '[1][None]' [('list indices must be integers or slices, not NoneType; perhaps you missed a comma?', 1)]
# expect: '[1][0:1]' []
# expect: "[1]['a']" [('list indices must be integers or slices, not str; perhaps you missed a comma?', 1)]
# expect: '[1][[0]]' [('list indices must be integers or slices, not list; perhaps you missed a comma?', 1)]
# expect: '[1][{}]' [('list indices must be integers or slices, not dict; perhaps you missed a comma?', 1)]
# expect: '[1][x]' []
# expect: 'x[0, 1]' []
# expect: "'abc'[True]" []
# expect: '[x for x in y][1, 2]' [('list indices must be integers or slices, not tuple; perhaps you missed a comma?', 1)]
# expect: "f'ab'[(1, 2)]" [('str indices must be integers or slices, not tuple; perhaps you missed a comma?', 1)]
# expect: "{'a': 1}['a']" []
# expect: "[1][f'x']" [('list indices must be integers or slices, not str; perhaps you missed a comma?', 1)]
# expect: '[1][-1]' []
# expect: '5[0] = 1' []
# expect: 'def f():\n    return x is 5\n' [('"is" with a literal. Did you mean "=="?', 2)]
# expect: 'lambda: x is 5' [('"is" with a literal. Did you mean "=="?', 1)]
# expect: '[y for y in z if y is 3]' [('"is" with a literal. Did you mean "=="?', 1)]
# expect: "f'{x is 4}'" [('"is" with a literal. Did you mean "=="?', 1)]

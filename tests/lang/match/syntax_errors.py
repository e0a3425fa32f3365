# The SyntaxErrors of match statements, with CPython's messages and
# positions (line, first and last column), through compile().
sources = [
    "match x:\n    case y:\n        pass\n    case 1:\n        pass\n",
    "match x:\n    case _:\n        pass\n    case 1:\n        pass\n",
    "match x:\n    case (y):\n        pass\n    case 1:\n        pass\n",
    "match x:\n    case y as z:\n        pass\n    case 1:\n        pass\n",
    "match x:\n    case [a, a]:\n        pass\n",
    "match x:\n    case [a] as a:\n        pass\n",
    "match x:\n    case {'a': r, **r}:\n        pass\n",
    "match x:\n    case [a, *a]:\n        pass\n",
    "match x:\n    case C(a, b=a):\n        pass\n",
    "match x:\n    case [a] | b:\n        pass\n",
    "match x:\n    case 1 | a:\n        pass\n",
    "match x:\n    case (a, 1) | (1, b):\n        pass\n",
    "match x:\n    case a | 1:\n        pass\n",
    "match x:\n    case _ | 1:\n        pass\n",
    "match x:\n    case 1 | _:\n        pass\n    case 2:\n        pass\n",
    "match x:\n    case [a, (a | b)]:\n        pass\n",
    "match x:\n    case [*a, *b]:\n        pass\n",
    "match x:\n    case [*_, *_]:\n        pass\n",
    "match x:\n    case {a: 1}:\n        pass\n",
    "match x:\n    case {'a': 1, 'a': 2}:\n        pass\n",
    "match x:\n    case {1: 1, 1.0: 2}:\n        pass\n",
    "match x:\n    case {True: 1, 1: 2}:\n        pass\n",
    "match x:\n    case {-0: 1, 0: 2}:\n        pass\n",
    "match x:\n    case {None: 1, None: 2}:\n        pass\n",
    "match x:\n    case {b'a': 1, 'a': 2}:\n        pass\n",
    "match x:\n    case {f'a': 1}:\n        pass\n",
    "match x:\n    case {**_}:\n        pass\n",
    "match x:\n    case {**r, 'a': 1}:\n        pass\n",
    "match x:\n    case C(a=1, a=2):\n        pass\n",
    "match x:\n    case C(a=1, b=2, a=3):\n        pass\n",
    "match x:\n    case C(a=1, 2):\n        pass\n",
    "match x:\n    case C(*a):\n        pass\n",
    "match x:\n    case *a:\n        pass\n",
    "match x:\n    case [*a | b]:\n        pass\n",
    "match x:\n    case 1 as _:\n        pass\n",
    "match x:\n    case 1 as a.b:\n        pass\n",
    "match x:\n    case 1 as a as b:\n        pass\n",
    "match x:\n    case 1 + 2:\n        pass\n",
    "match x:\n    case 1j + 2j:\n        pass\n",
    "match x:\n    case -'a':\n        pass\n",
    "match x:\n    case --1:\n        pass\n",
    "match x:\n    case f'a':\n        pass\n",
    "match x:\n    case __debug__:\n        pass\n",
    "match x:\n    case a = 1:\n        pass\n",
    "match x\n    case 1:\n        pass\n",
    "match x:\n    foo\n",
    "match x:\n    case 1:\n        pass\n    foo\n",
    "match x:\n    case 1\n        pass\n",
    "match x: pass\n",
    "match x:\n    case a if a:\n        pass\n    case 1:\n        pass\n",
    "match x:\n    case _ if x:\n        pass\n    case b:\n        pass\n",
    "match x:\n    case [a, _]:\n        pass\n    case b:\n        pass\n",
    "match x:\n    case {-1: a, 1+2j: b, 'x' 'y': c, None: d, C.x: e}:\n        pass\n",
    "match x:\n    case 1,:\n        pass\n    case (1, 2,):\n        pass\n    case {'a': 1,}:\n        pass\n",
    "match = 1\nmatch.x\ncase = 2\n",
    "match [x]: int = 1\n",
    "match(x): int = 1\n",
    "match *x:\n    case a:\n        pass\n",
    "match *x, y:\n    case a:\n        pass\n",
    "match x,:\n    case a:\n        pass\n",
    "match x:\n    case = 1\n",
    "match x:\n    case {'a': 1, **rest,}:\n        pass\n",
    "match x:\n    case ((a)):\n        pass\n    case 1:\n        pass\n",
    "match x:\n    case 1 + -2j:\n        pass\n",
]
for src in sources:
    try:
        compile(src, "<match>", "exec")
        print("ok")
    except SyntaxError as e:
        print(type(e).__name__, e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset)
# expect: SyntaxError name capture 'y' makes remaining patterns unreachable 2 10 2 11
# expect: SyntaxError wildcard makes remaining patterns unreachable 2 10 2 11
# expect: SyntaxError name capture 'y' makes remaining patterns unreachable 2 11 2 12
# expect: SyntaxError name capture 'y' makes remaining patterns unreachable 2 10 2 11
# expect: SyntaxError multiple assignments to name 'a' in pattern 2 14 2 15
# expect: SyntaxError multiple assignments to name 'a' in pattern 2 11 2 12
# expect: SyntaxError multiple assignments to name 'r' in pattern 2 16 2 17
# expect: SyntaxError multiple assignments to name 'a' in pattern 2 14 2 16
# expect: SyntaxError multiple assignments to name 'a' in pattern 2 17 2 18
# expect: SyntaxError alternative patterns bind different names 2 16 2 17
# expect: SyntaxError alternative patterns bind different names 2 14 2 15
# expect: SyntaxError alternative patterns bind different names 2 23 2 24
# expect: SyntaxError name capture 'a' makes remaining patterns unreachable 2 10 2 11
# expect: SyntaxError wildcard makes remaining patterns unreachable 2 10 2 11
# expect: SyntaxError wildcard makes remaining patterns unreachable 2 14 2 15
# expect: SyntaxError name capture 'a' makes remaining patterns unreachable 2 15 2 16
# expect: SyntaxError multiple starred names in sequence pattern 2 10 2 18
# expect: SyntaxError multiple starred names in sequence pattern 2 10 2 18
# expect: SyntaxError invalid syntax 2 12 2 13
# expect: SyntaxError mapping pattern checks duplicate key ('a') 2 10 2 26
# expect: SyntaxError mapping pattern checks duplicate key (1.0) 2 10 2 24
# expect: SyntaxError mapping pattern checks duplicate key (1) 2 10 2 25
# expect: SyntaxError mapping pattern checks duplicate key (0) 2 10 2 23
# expect: SyntaxError mapping pattern checks duplicate key (None) 2 10 2 28
# expect: ok
# expect: SyntaxError mapping pattern keys may only match literals and attribute lookups 2 10 2 19
# expect: SyntaxError invalid syntax 2 13 2 14
# expect: SyntaxError invalid syntax 2 16 2 19
# expect: SyntaxError attribute name repeated in class pattern: a 2 19 2 20
# expect: SyntaxError attribute name repeated in class pattern: a 2 24 2 25
# expect: SyntaxError positional patterns follow keyword patterns 2 17 2 18
# expect: SyntaxError invalid syntax 2 12 2 13
# expect: SyntaxError invalid syntax 2 12 2 13
# expect: SyntaxError invalid syntax 2 14 2 15
# expect: SyntaxError cannot use '_' as a target 2 15 2 16
# expect: SyntaxError invalid syntax 2 16 2 17
# expect: SyntaxError invalid syntax 2 17 2 19
# expect: SyntaxError imaginary number required in complex literal 2 14 2 15
# expect: SyntaxError real number required in complex literal 2 10 2 12
# expect: SyntaxError invalid syntax 2 11 2 14
# expect: SyntaxError invalid syntax 2 11 2 12
# expect: SyntaxError patterns may only match literals and attribute lookups 2 10 2 14
# expect: SyntaxError cannot assign to __debug__ 2 10 2 19
# expect: SyntaxError invalid syntax 2 12 2 13
# expect: SyntaxError expected ':' 1 8 1 8
# expect: SyntaxError invalid syntax 2 5 2 8
# expect: SyntaxError invalid syntax 4 5 4 8
# expect: SyntaxError expected ':' 2 11 2 11
# expect: SyntaxError invalid syntax 1 10 1 14
# expect: ok
# expect: ok
# expect: ok
# expect: ok
# expect: ok
# expect: ok
# expect: ok
# expect: SyntaxError illegal target for annotation 1 1 1 9
# expect: SyntaxError invalid syntax 1 9 1 10
# expect: ok
# expect: ok
# expect: SyntaxError invalid syntax 2 10 2 11
# expect: ok
# expect: SyntaxError name capture 'a' makes remaining patterns unreachable 2 12 2 13
# expect: SyntaxError invalid syntax 2 14 2 15

# A token that cannot follow a comprehension is "invalid syntax" at that
# token: CPython makes no "Perhaps you forgot a comma?" check after a
# comprehension's last clause, and reads nothing past it.
for s in ['[x for x in y z]', '{k: v for k in y z}', '{x for x in y z}', '(x for x in y z)', 'f(x for x in y z)',
          '[x for x in y if a b]', 'f(x for x in y, 1)', 'f(a, x for x in y)', 'f(x for x in y z, 1)']:
    try:
        compile(s, 'x', 'exec')
        print(repr(s), 'ok')
    except SyntaxError as e:
        print(repr(s), e.msg, e.offset)
for s in [b'[x for x in y z\xff]', b'[x for x in y if a b \xff]',
          b'print({v: k for k, v in {"a": 1}.t({w: 1 for w in ws})\nprint({"b": x\xed\xa0\x80 2}.items()})\n']:
    try:
        compile(s, 'x', 'exec')
    except SyntaxError as e:
        print('SyntaxError:', e.msg, e.lineno, e.offset)
    except UnicodeDecodeError as e:
        print('UnicodeDecodeError:', e)
# expect: '[x for x in y z]' invalid syntax 15
# expect: '{k: v for k in y z}' invalid syntax 18
# expect: '{x for x in y z}' invalid syntax 15
# expect: '(x for x in y z)' invalid syntax 15
# expect: 'f(x for x in y z)' invalid syntax 16
# expect: '[x for x in y if a b]' invalid syntax 20
# expect: 'f(x for x in y, 1)' Generator expression must be parenthesized 3
# expect: 'f(a, x for x in y)' Generator expression must be parenthesized 6
# expect: 'f(x for x in y z, 1)' invalid syntax 16
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xff in position 1: invalid start byte 1 16
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xed in position 1: invalid continuation byte

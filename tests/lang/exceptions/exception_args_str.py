for e in [ValueError(), ValueError("one"), ValueError("a", 2), KeyError("k"), KeyError()]:
    print(repr(e), "|", str(e), "|", e.args)

# expect: ValueError() |  | ()
# expect: ValueError('one') | one | ('one',)
# expect: ValueError('a', 2) | ('a', 2) | ('a', 2)
# expect: KeyError('k') | 'k' | ('k',)
# expect: KeyError() |  | ()

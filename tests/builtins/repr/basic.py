print(repr("it's"), repr('say "hi"'), repr("both ' and \""), repr("\n\x00\x7f"), repr(1.0), repr(None))
print(repr([1, "2"]), repr((1,)), repr({"a": (1, 2)}), repr(set()), repr(frozenset({1})))

# expect: "it's" 'say "hi"' 'both \' and "' '\n\x00\x7f' 1.0 None
# expect: [1, '2'] (1,) {'a': (1, 2)} set() frozenset({1})

print("abc".encode(), "  x ".isspace(), "a-b_c d".title(), "Hello".translate({ord("l"): "L", ord("o"): None}), "%s=%d" % ("k", 3), str.maketrans("ab", "xy")[97])

# expect: b'abc' False A-B_C D HeLL k=3 120

# repr() escapes every code point str.isprintable() refuses: private use,
# noncharacters, unassigned ones (found by scripts/codec_fuzz.py).
for c in ["\U0010ffff", "\U000f0000", "\ue000", "\U0010fffd", "\ufffe", "\U0001fffe", "\U000e0001",
          "\U000e01ef", "\U000effff", "\U0003134a", "\U0003134b", "\U000e0100", "\u0378", "\u00e9", "\u20ac",
          "\U0001F600", "\u200b", "\u00ad", "\u2028", "\u3000", "\ufff9"]:
    print(ascii(c), repr(c) == ascii(c), c.isprintable(), repr("a" + c)[1:-1] == ascii("a" + c)[1:-1])
# expect: '\U0010ffff' True False True
# expect: '\U000f0000' True False True
# expect: '\ue000' True False True
# expect: '\U0010fffd' True False True
# expect: '\ufffe' True False True
# expect: '\U0001fffe' True False True
# expect: '\U000e0001' True False True
# expect: '\U000e01ef' False True False
# expect: '\U000effff' True False True
# expect: '\U0003134a' False True False
# expect: '\U0003134b' True False True
# expect: '\U000e0100' False True False
# expect: '\u0378' True False True
# expect: '\xe9' False True False
# expect: '\u20ac' False True False
# expect: '\U0001f600' False True False
# expect: '\u200b' True False True
# expect: '\xad' True False True
# expect: '\u2028' True False True
# expect: '\u3000' True False True
# expect: '\ufff9' True False True

s = "a\tb\nc\\d\"e\'f"
print(s)
print(len(s))
print(repr("\x41\101\u00e9\N{GREEK SMALL LETTER ALPHA}"))
print("\0" == chr(0))

# expect: a	b
# expect: c\d"e'f
# expect: 11
# expect: 'AAéα'
# expect: True

print(repr(format(42, "8")), repr(format("ab", "8")), repr(format(42, "<8")), repr(format(42, "*^9")), repr(format("ab", "->6")))
print(repr(format(-42, "=8")), repr(format(-42, "08")), repr(format(3.5, "0=10.2f")))

# expect: '      42' 'ab      ' '42      ' '***42****' '----ab'
# expect: '-     42' '-0000042' '0000003.50'

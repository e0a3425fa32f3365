# format(str, spec) with ' ' as the sign (found by scripts/format_fuzz.py).
for spec in (" s", "+s", "-s", " ", "+", "-10", " 5", " =5", "*^ z", " .18"):
    try:
        print(repr(spec), repr(format("x", spec)))
    except ValueError as e:
        print(repr(spec), e)
# expect: ' s' Space not allowed in string format specifier
# expect: '+s' Sign not allowed in string format specifier
# expect: '-s' Sign not allowed in string format specifier
# expect: ' ' Space not allowed in string format specifier
# expect: '+' Sign not allowed in string format specifier
# expect: '-10' Sign not allowed in string format specifier
# expect: ' 5' Space not allowed in string format specifier
# expect: ' =5' '=' alignment not allowed in string format specifier
# expect: '*^ z' Space not allowed in string format specifier
# expect: ' .18' Space not allowed in string format specifier

# format() of a complex checks a precision above INT_MAX before the fill
# and alignment rules (found by scripts/format_fuzz.py).
for spec in [">0.9999999999999", "0=.9999999999999", "=.99999999999", "05.99999999999", "0<5.99999999999",
             "05.2", "=5.2", ".99999999999x"]:
    try:
        print(format(-1.5j, spec))
    except ValueError as e:
        print(spec, e)
# expect: >0.9999999999999 precision too big
# expect: 0=.9999999999999 precision too big
# expect: =.99999999999 precision too big
# expect: 05.99999999999 precision too big
# expect: 0<5.99999999999 precision too big
# expect: 05.2 Zero padding is not allowed in complex format specifier
# expect: =5.2 '=' alignment flag is not allowed in complex format specifier
# expect: .99999999999x Unknown format code 'x' for object of type 'complex'

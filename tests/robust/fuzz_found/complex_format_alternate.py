# format(complex, spec): '#' keeps the point of integral parts; '0' as the
# fill in any form is refused (found by scripts/format_fuzz.py).
def show(v, spec):
    try:
        print(spec, repr(format(v, spec)))
    except Exception as e:
        print(spec, type(e).__name__, e)

for v in (1+2j, 3j, 1.5-0j, 0j, 1e16+1e-7j, complex(float("nan"), float("inf"))):
    for spec in ("#", "#10", "+#", "#,", "#g", "#.0f", "#.0e", "010", "0<10", "0=10", "0^9", "x<10"):
        show(v, spec)
# expect: # '(1.+2.j)'
# expect: #10 '  (1.+2.j)'
# expect: +# '(+1.+2.j)'
# expect: #, '(1.+2.j)'
# expect: #g '1.00000+2.00000j'
# expect: #.0f '1.+2.j'
# expect: #.0e '1.e+00+2.e+00j'
# expect: 010 ValueError Zero padding is not allowed in complex format specifier
# expect: 0<10 ValueError Zero padding is not allowed in complex format specifier
# expect: 0=10 ValueError Zero padding is not allowed in complex format specifier
# expect: 0^9 ValueError Zero padding is not allowed in complex format specifier
# expect: x<10 '(1+2j)xxxx'
# expect: # '3.j'
# expect: #10 '       3.j'
# expect: +# '+3.j'
# expect: #, '3.j'
# expect: #g '0.00000+3.00000j'
# expect: #.0f '0.+3.j'
# expect: #.0e '0.e+00+3.e+00j'
# expect: 010 ValueError Zero padding is not allowed in complex format specifier
# expect: 0<10 ValueError Zero padding is not allowed in complex format specifier
# expect: 0=10 ValueError Zero padding is not allowed in complex format specifier
# expect: 0^9 ValueError Zero padding is not allowed in complex format specifier
# expect: x<10 '3jxxxxxxxx'
# expect: # '(1.5+0.j)'
# expect: #10 ' (1.5+0.j)'
# expect: +# '(+1.5+0.j)'
# expect: #, '(1.5+0.j)'
# expect: #g '1.50000+0.00000j'
# expect: #.0f '2.+0.j'
# expect: #.0e '2.e+00+0.e+00j'
# expect: 010 ValueError Zero padding is not allowed in complex format specifier
# expect: 0<10 ValueError Zero padding is not allowed in complex format specifier
# expect: 0=10 ValueError Zero padding is not allowed in complex format specifier
# expect: 0^9 ValueError Zero padding is not allowed in complex format specifier
# expect: x<10 '(1.5+0j)xx'
# expect: # '0.j'
# expect: #10 '       0.j'
# expect: +# '+0.j'
# expect: #, '0.j'
# expect: #g '0.00000+0.00000j'
# expect: #.0f '0.+0.j'
# expect: #.0e '0.e+00+0.e+00j'
# expect: 010 ValueError Zero padding is not allowed in complex format specifier
# expect: 0<10 ValueError Zero padding is not allowed in complex format specifier
# expect: 0=10 ValueError Zero padding is not allowed in complex format specifier
# expect: 0^9 ValueError Zero padding is not allowed in complex format specifier
# expect: x<10 '0jxxxxxxxx'
# expect: # '(1.e+16+1.e-07j)'
# expect: #10 '(1.e+16+1.e-07j)'
# expect: +# '(+1.e+16+1.e-07j)'
# expect: #, '(1.e+16+1.e-07j)'
# expect: #g '1.00000e+16+1.00000e-07j'
# expect: #.0f '10000000000000000.+0.j'
# expect: #.0e '1.e+16+1.e-07j'
# expect: 010 ValueError Zero padding is not allowed in complex format specifier
# expect: 0<10 ValueError Zero padding is not allowed in complex format specifier
# expect: 0=10 ValueError Zero padding is not allowed in complex format specifier
# expect: 0^9 ValueError Zero padding is not allowed in complex format specifier
# expect: x<10 '(1e+16+1e-07j)'
# expect: # '(nan+infj)'
# expect: #10 '(nan+infj)'
# expect: +# '(+nan+infj)'
# expect: #, '(nan+infj)'
# expect: #g 'nan+infj'
# expect: #.0f 'nan+infj'
# expect: #.0e 'nan+infj'
# expect: 010 ValueError Zero padding is not allowed in complex format specifier
# expect: 0<10 ValueError Zero padding is not allowed in complex format specifier
# expect: 0=10 ValueError Zero padding is not allowed in complex format specifier
# expect: 0^9 ValueError Zero padding is not allowed in complex format specifier
# expect: x<10 '(nan+infj)'

r = r"a\nb\t\\"
print(r, len(r))
print(repr(r))
print(r'\d+' + 'x')

# expect: a\nb\t\\ 8
# expect: 'a\\nb\\t\\\\'
# expect: \d+x

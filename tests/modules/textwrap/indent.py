import textwrap
print(repr(textwrap.indent('a\n\nb\n', '> ')))
print(repr(textwrap.indent('a\n b', '+', lambda line: True)))
print(textwrap.indent('one\ntwo', '    '))

# expect: '> a\n\n> b\n'
# expect: '+a\n+ b'
# expect:     one
# expect:     two

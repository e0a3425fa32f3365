import textwrap
s = "The quick brown fox jumps over the lazy dog. A well-known saying, often used for typing-practice."
print(textwrap.wrap(s, 20))
print(textwrap.fill(s, 30, initial_indent='* ', subsequent_indent='  '))
print(textwrap.wrap('', 5), textwrap.wrap('   lead', 10), textwrap.wrap('a   b\tc\nd', 3))

# expect: ['The quick brown fox', 'jumps over the lazy', 'dog. A well-known', 'saying, often used', 'for typing-practice.']
# expect: * The quick brown fox jumps
# expect:   over the lazy dog. A well-
# expect:   known saying, often used for
# expect:   typing-practice.
# expect: [] ['   lead'] ['a', 'b', 'c d']

import textwrap
print(textwrap.wrap('supercalifragilisticexpialidocious word', 10))
print(textwrap.wrap('abc-defghij-klmnop', 8))
print(textwrap.wrap('well-known self-evident x-ray e-mail', 6))
print(textwrap.wrap('well-known', 6, break_on_hyphens=False), textwrap.wrap('long-long-longword', 5))
print(textwrap.wrap('abcdefghij xyz', 4, break_long_words=False))

# expect: ['supercalif', 'ragilistic', 'expialidoc', 'ious word']
# expect: ['abc-', 'defghij-', 'klmnop']
# expect: ['well-', 'known', 'self-e', 'vident', 'x-ray', 'e-mail']
# expect: ['well-k', 'nown'] ['long-', 'long-', 'longw', 'ord']
# expect: ['abcdefghij', 'xyz']

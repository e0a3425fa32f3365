# -*- coding: latin-1 -*-
# A source file saved as latin-1 bytes: its string literals, comments
# (café) and identifiers decode by the coding comment.
s = "café à la crème"
print(ascii(s), len(s))
naïve = 3
print(naïve + 1)
print([hex(ord(c)) for c in "ÿµ"])

# expect: 'caf\xe9 \xe0 la cr\xe8me' 15
# expect: 4
# expect: ['0xff', '0xb5']

# coding: utf-8
# A coding comment naming UTF-8 reads the file as UTF-8, as without one.
s = "☃ hé"
print(ascii(s), len(s))

# expect: '\u2603 h\xe9' 4

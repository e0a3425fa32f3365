x = 1
# coding: latin-1
# A coding comment on line 2 counts only when line 1 is a comment or
# blank, so this file is read as UTF-8.
s = "hé"
print(ascii(s), len(s))

# expect: 'h\xe9' 2

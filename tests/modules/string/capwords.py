import string
print(string.capwords(' hello   world '))
print(string.capwords('a-b-c', '-'))
print(string.capwords("they're bill's friends"))
print(repr(string.capwords('')))

# expect: Hello World
# expect: A-B-C
# expect: They're Bill's Friends
# expect: ''

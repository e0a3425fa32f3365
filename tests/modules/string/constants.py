import string
print(string.ascii_letters)
print(string.ascii_lowercase, string.ascii_uppercase)
print(string.digits, string.hexdigits, string.octdigits)
print(string.punctuation)
print(repr(string.whitespace), repr(string.printable[-6:]), len(string.printable))

# expect: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ
# expect: abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ
# expect: 0123456789 0123456789abcdefABCDEF 01234567
# expect: !"#$%&'()*+,-./:;<=>?@[\]^_`{|}~
# expect: ' \t\n\r\x0b\x0c' ' \t\n\r\x0b\x0c' 100

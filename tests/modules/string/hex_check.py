import string
def is_hex(s):
    return bool(s) and all(c in string.hexdigits for c in s)
print(is_hex('deadBEEF'), is_hex('0x1f'), is_hex(''), is_hex('777'))
print(all(c in string.octdigits for c in '0755'), '8' in string.octdigits)

# expect: True False False True
# expect: True False

b = b"ab\x00\xff"
print(b, len(b), b[0], b[3])
print(b[1:3])
print(rb"\n", len(rb"\n"))

# expect: b'ab\x00\xff' 4 97 255
# expect: b'b\x00'
# expect: b'\\n' 2

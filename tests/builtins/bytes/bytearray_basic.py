ba = bytearray(b"abc")
ba[0] = 65
ba.append(100)
print(ba, len(ba), bytes(ba), ba.decode())

# expect: bytearray(b'Abcd') 4 b'Abcd' Abcd

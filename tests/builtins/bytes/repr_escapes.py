print(repr(b"\x00\t\n\r'\"\\\x7f\x80"), repr(b"it's"), bytes(range(30, 35)))

# expect: b'\x00\t\n\r\'"\\\x7f\x80' b"it's" b'\x1e\x1f !"'

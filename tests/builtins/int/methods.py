print((255).bit_length(), (0).bit_length(), (-8).bit_length(), (2 ** 100).bit_length())
print((10).to_bytes(2, "big"), int.from_bytes(b"\x01\x00", "little"), (7).bit_count())
print((6).as_integer_ratio(), (5).conjugate(), (5).real, (5).imag)

# expect: 8 0 4 101
# expect: b'\x00\n' 1 3
# expect: (6, 1) 5 5 0

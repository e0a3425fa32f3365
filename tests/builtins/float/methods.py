print((2.0).is_integer(), (2.5).is_integer(), (0.75).as_integer_ratio(), (-0.5).as_integer_ratio())
print((1.5).hex(), float.fromhex("0x1.8p1"), (3.7).real, (3.7).conjugate())

# expect: True False (3, 4) (-1, 2)
# expect: 0x1.8000000000000p+0 3.0 3.7 3.7

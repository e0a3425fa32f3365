try:
    b"\xff".decode("utf-8")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
try:
    bytes([256])
except ValueError as e:
    print("ValueError:", e)

# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte
# expect: ValueError: bytes must be in range(0, 256)

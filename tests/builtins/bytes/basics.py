b = b"hello"
print(b, len(b), b[0], b[-1], b[1:3], list(b[:2]), b + b"!", b * 2, b"ell" in b, 104 in b)
print(b.decode(), b"caf\xc3\xa9".decode("utf-8"), b.upper(), b.split(b"l"), bytes(3), bytes([65, 66]), b.hex())

# expect: b'hello' 5 104 111 b'el' [104, 101] b'hello!' b'hellohello' True True
# expect: hello café b'HELLO' [b'he', b'', b'o'] b'\x00\x00\x00' b'AB' 68656c6c6f

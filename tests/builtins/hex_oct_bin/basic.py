print(hex(255), hex(-255), oct(8), oct(-8), bin(5), bin(-5), bin(0), hex(2 ** 64))
try:
    hex(1.5)
except TypeError as e:
    print("TypeError:", e)

# expect: 0xff -0xff 0o10 -0o10 0b101 -0b101 0b0 0x10000000000000000
# expect: TypeError: 'float' object cannot be interpreted as an integer

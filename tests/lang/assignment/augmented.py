x = 10
x += 5; x -= 3; x *= 2; x //= 5; x **= 3; x %= 7
print(x)
y = 6
y <<= 3; y >>= 1; y |= 1; y &= 0b11101; y ^= 0xFF
print(y)
s = "a"
s += "b"
s *= 3
print(s)

# expect: 1
# expect: 230
# expect: ababab

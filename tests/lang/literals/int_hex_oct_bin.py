print(0xff, 0XAB, 0o17, 0O7, 0b1011, 0B1)
print(0xff + 0o17 + 0b1011)
print(-0x10)

# expect: 255 171 15 7 11 1
# expect: 281
# expect: -16

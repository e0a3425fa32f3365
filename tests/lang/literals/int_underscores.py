a = 1_000_000
b = 0x_ff_ff
print(a + 1, b)
print(1_0 * 2_0)

# expect: 1000001 65535
# expect: 200

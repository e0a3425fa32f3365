print(format(1234567, ","), format(1234567, "_"), format(1234567.891, ",.2f"), format(0xdeadbeef, "_x"), format(-1234, ",d"))
print(format(12345678, "_b"), format(1234, "08,"))

# expect: 1,234,567 1_234_567 1,234,567.89 dead_beef -1,234
# expect: 1011_1100_0110_0001_0100_1110 0,001,234

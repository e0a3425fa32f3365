print(int("12"), int(" 7 "), int("-0042"), int("1_000"), int("+5"), int("\t9\n"))
print(int("12", 16), int("ff", 16), int("0x1f", 0), int("0o17", 0), int("0b101", 0), int("z", 36), int("101", 2))

# expect: 12 7 -42 1000 5 9
# expect: 18 255 31 15 5 35 5

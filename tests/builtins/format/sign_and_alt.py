print(format(5, "+"), format(-5, "+"), format(5, " "), format(5, "-"), format(255, "#x"), format(255, "#X"), format(8, "#o"), format(5, "#b"))
print(format(3.0, "+.1f"), format(-0.0, "+"), format(2.0, "#g"), format(1e10, "#.0e"))

# expect: +5 -5  5 5 0xff 0XFF 0o10 0b101
# expect: +3.0 -0.0 2.00000 1.e+10

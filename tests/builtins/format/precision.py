print(format(3.14159, ".0f"), format(2.5, ".0f"), format(1 / 3, ".10f"), format("abcdef", ".3"), format(1e-5, ".2f"), format(12.0, ""))

# expect: 3 2 0.3333333333 abc 0.00 12.0

n = 300
print(format(n, "d"), format(n, "b"), format(n, "o"), format(n, "x"), format(n, "X"), format(65, "c"), format(n, "n"), format(-n, "x"))

# expect: 300 100101100 454 12c 12C A 300 -12c

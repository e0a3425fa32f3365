# repl: stdin
# Seed tutorial cell "Pure Python implementation": a multi-line def typed at
# the prompt, a blank line ending it, then calls whose results echo.
def sum_of_squares(x):
    total = 0.0
    for i in range(len(x)):
        total += x[i] * x[i]
    return total

sum_of_squares([1.0, 2.0, 3.0])
sum_of_squares(list(range(1000)))
_ / 2
# expect: 14.0
# expect: 332833500.0
# expect: 166416750.0

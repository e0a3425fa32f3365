# Stores of ints, floats and bools into a list from a compiled loop, with
# the stored type changing late.
def fill(n):
    xs = [0] * n
    for i in range(n):
        if i < 70:
            xs[i] = i * 2
        elif i < 90:
            xs[i] = i / 4
        else:
            xs[i] = i % 2 == 0
    return xs


xs = fill(100)
print(xs[:3], xs[70:73], xs[90:94])
print(sum(xs[:90]))
# expect: [0, 2, 4] [17.5, 17.75, 18.0] [True, False, True, False]
# expect: 5227.5

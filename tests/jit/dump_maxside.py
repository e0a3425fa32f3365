# maxside caps the side traces of one root trace: this loop has exits that
# would each get one (two are made without the cap); with maxside=1 only
# the first is, and the other exits keep returning to the interpreter, with
# the same results.
def spread(n):
    a = b = c = 0
    for i in range(n):
        r = i % 4
        if r == 1:
            a += i
        elif r == 2:
            b += i
        elif r == 3:
            c -= i
    return a, b, c


print(spread(4000))
# jit-args: --jit-param maxside=1
# jit-dump: ^JIT: \d+ traces \(1 side traces
# expect: (1999000, 2000000, -2001000)

# Three nested loops, the innermost over range(i + 1, n): for the last i it
# is empty, so the middle loop's trace (run by the outer one's) leaves at
# the inner FOR_ITER once per outer iteration into its side trace. The
# range temporary is dead by then and not in the exit's snapshot, so the
# exit stub hands over in machine code instead of returning to C++ to
# allocate a range nobody reads.


def pairs(steps, n):
    t = 0
    for s in range(steps):
        for i in range(n):
            for j in range(i + 1, n):
                t += i * j + s
    return t


print(pairs(3000, 5))
# jit-args: --jit=on
# jit-dump: ^JIT: \d+ traces \([1-9]\d* side traces
# jit-dump: ^JIT: \d{1,3} trace entries
# jit-dump-not: most at #\d+, pc \d+: \d{3,}\)
# expect: 45090000

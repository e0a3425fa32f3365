# A guard whose other way goes straight to the loop's back-edge (a filter in
# a comprehension, a `continue`) gets a side trace too: a short one that
# jumps back into its root, so the loop never returns to the interpreter.


def kept(n):
    return [x * x % 1013 for x in range(n) if x % 3 != 0]


def skipped(n):
    total = 0
    for i in range(n):
        if i % 5 == 0:
            continue
        total += i
    return total


print(len(kept(3000)), sum(kept(3000)))
print(skipped(3000))
# jit-dump: ^JIT: \d+ traces \([1-9]\d* side traces
# jit-dump: most at #\d+, pc \d+: \d{1,2}\)
# jit-dump-not: most at #\d+, pc \d+: \d{3,}\)
# expect: 2000 1017052
# expect: 3600000

# An inner while loop (its own trace, run by the outer loop's) that leaves
# either when its condition fails or through a `break`, each often. The
# outer trace recorded one of the two ways out; the other gets a side trace
# of the outer one, chosen by the pc the inner trace left at, and the exit
# stub jumps to it when the inner loop left there.


def escape(n):
    total = inside = 0
    for k in range(n):
        c = (k * 37) % 101
        it = 0
        while it < 30:
            c = (c * c + 7) % 1009
            if c < 40:
                break
            it += 1
        total += it
        if it == 30:
            inside += 1
    return total, inside


print(escape(20000))
# jit-args: --jit=on
# jit-dump: ^JIT: \d+ traces \([1-9]\d* side traces
# jit-dump: ^JIT: \d{1,3} trace entries
# expect: (230687, 1386)

# The loop below writes t and u before reading them on every path from its
# head, and x comes from the iterator: only acc is carried across the
# back-edge, so the trace has a single PHI (without liveness it had four).


def scratch(n):
    acc = 0.0
    for x in range(n):
        t = x * 0.5
        u = t * t + 1.0
        acc += u
    return acc


print(scratch(300))
# jit-dump: PHI
# jit-dump-not: PHI.*\n.*PHI
# expect: 2239062.5

# A loop whose match statement has literal and sequence patterns over
# lists and tuples is traced: MATCH_SEQUENCE, GET_LEN and the unpacking
# are recorded, so the loop does not abort.
def total(items):
    s = 0
    for it in items:
        match it:
            case (a, b):
                s += a * b
            case [a, b, c]:
                s += a + b + c
            case 0:
                s += 1000
    return s

data = [(i, 2) if i % 2 else [i, 1, 1] for i in range(3000)]
print(total(data))
# jit-dump: ^JIT: trace \d+ \(.*in total\)
# jit-dump-not: aborts at bytecode (MATCH_SEQUENCE|GET_LEN)
# expect: 6751500

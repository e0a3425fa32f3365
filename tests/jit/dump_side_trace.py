# A branch that goes both ways in turn: its exit gets hot and a side trace
# is recorded from it, which the loop's trace then runs instead of
# returning to the interpreter.
def parity(n):
    even = 0
    odd = 0
    for i in range(n):
        if i % 3 == 0:
            even += i
        else:
            odd -= i
    return even, odd


print(parity(3000))
# jit-dump: ^JIT: 2 traces \(1 side traces
# jit-dump: ^---- TRACE 2 IR
# jit-dump: EXIT
# jit-dump-not: abort:
# expect: (1498500, -3000000)

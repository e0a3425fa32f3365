# The dumps of a float loop: one trace, float arithmetic on registers, no
# allocation, no abort.
def norm2(n):
    s = 0.0
    x = 0.5
    for i in range(n):
        s = s + x * x
        x = x + 0.25
    return s


print(norm2(1000))
# jit-dump: ^---- TRACE 1 IR
# jit-dump: FMUL
# jit-dump: mulsd xmm
# jit-dump: ^JIT: 1 traces
# jit-dump-not: abort:
# expect: 20927218.75

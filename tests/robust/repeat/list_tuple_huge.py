# [0] * 2**62 and (0,) * 2**62 are refused at once: MemoryError.
for make in (lambda n: [0] * n, lambda n: (0,) * n, lambda n: [0, 1] * n, lambda n: n * (1, 2, 3)):
    for n in (2**50, 2**62):
        try:
            make(n)
        except MemoryError as e:
            print("MemoryError", e.args)
l = [1, 2]
try:
    l *= 2**62
except MemoryError:
    print("imul MemoryError", l)
try:
    [0] * 2**63
except OverflowError as e:
    print("OverflowError", e)

# expect: MemoryError ()
# expect: MemoryError ()
# expect: MemoryError ()
# expect: MemoryError ()
# expect: MemoryError ()
# expect: MemoryError ()
# expect: MemoryError ()
# expect: MemoryError ()
# expect: imul MemoryError [1, 2]
# expect: OverflowError cannot fit 'int' into an index-sized integer

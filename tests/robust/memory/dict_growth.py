# limit-as: 2000000
# A dict growing until the address space (# limit-as) runs out raises
# MemoryError, which the program catches and goes on.
d = {}
i = 0
try:
    while True:
        d[i] = i
        i += 1
except MemoryError as e:
    print("caught", type(e).__name__, e.args)
grown = i > 1000
d = None
print(grown, sum(range(10)))

# expect: caught MemoryError ()
# expect: True 45

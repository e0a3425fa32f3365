# limit-as: 2000000
# (0,) * 2**40 needs 8 TiB (16 in tpy): MemoryError, not an abort.
try:
    t = (0,) * 2**40
except MemoryError as e:
    print("caught", e.args)
print(len((0,) * 10))

# expect: caught ()
# expect: 10

# "ab" * 2**62 passes Py_ssize_t: OverflowError; "a" * 2**62 cannot be allocated: MemoryError.
for s in ("ab", "a", "é"):
    for n in (2**50, 2**62):
        try:
            s * n
        except (MemoryError, OverflowError) as e:
            print(repr(s), type(e).__name__, e.args)
try:
    "ab" * 2**63
except OverflowError as e:
    print("OverflowError", e)

# expect: 'ab' MemoryError ()
# expect: 'ab' OverflowError ('repeated string is too long',)
# expect: 'a' MemoryError ()
# expect: 'a' MemoryError ()
# expect: 'é' MemoryError ()
# expect: 'é' MemoryError ()
# expect: OverflowError cannot fit 'int' into an index-sized integer

# bytearray(b"a") * 2**50 is refused at once; past Py_ssize_t too (MemoryError, not OverflowError).
for n in (2**50, 2**62):
    for unit in (b"a", b"ab"):
        try:
            bytearray(unit) * n
        except (MemoryError, OverflowError) as e:
            print(type(e).__name__, e.args)

# expect: MemoryError ()
# expect: MemoryError ()
# expect: MemoryError ()
# expect: MemoryError ()
# oracle: skip CPython 3.11 then prints "SystemError: deallocated bytearray object has exported buffers" at exit (its bug); stdout pasted from it

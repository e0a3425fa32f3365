# limit-as: 2000000
# format() and str.format() with a width of 2 * 10**12: MemoryError at once.
for value, spec in ((1, "2000000000000"), (1.5, "2000000000000"), ("s", "2000000000000"),
                    (1, "<2000000000000"), (1, "^2000000000000"), (1, "02000000000000"),
                    (10**30, "2000000000000"), (1 + 2j, "2000000000000"), (1.5, "2000000000000e")):
    try:
        format(value, spec)
    except MemoryError as e:
        print("MemoryError", type(value).__name__, spec[:2], e.args)
try:
    "{:2000000000000}".format(1)
except MemoryError:
    print("MemoryError str.format")
for spec in ("99999999999999999999", ".99999999999999999999"):
    try:
        format(1.5, spec)
    except ValueError as e:
        print("ValueError", e)
print(format(7, "05"), format("ab", "^6") + "|")

# expect: MemoryError int 20 ()
# expect: MemoryError float 20 ()
# expect: MemoryError str 20 ()
# expect: MemoryError int <2 ()
# expect: MemoryError int ^2 ()
# expect: MemoryError int 02 ()
# expect: MemoryError int 20 ()
# expect: MemoryError complex 20 ()
# expect: MemoryError float 20 ()
# expect: MemoryError str.format
# expect: ValueError Too many decimal digits in format string
# expect: ValueError Too many decimal digits in format string
# expect: 00007   ab  |

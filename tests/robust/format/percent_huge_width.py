# limit-as: 2000000
# printf-style widths: a huge one fails to allocate (MemoryError), one past
# Py_ssize_t is "width too big", a precision past INT_MAX "precision too big".
for fmt, arg in (("%2000000000000d", 1), ("%2000000000000s", "x"), ("%-2000000000000f", 1.5),
                 ("%99999999999999999999d", 1), ("%.3000000000d", 1), ("%.99999999999999999999f", 1.0)):
    try:
        fmt % arg
    except (MemoryError, ValueError) as e:
        print(type(e).__name__, fmt[:5], e.args)
print("%5d|%-4s|%.2f" % (42, "ab", 3.14159))

# expect: MemoryError %2000 ()
# expect: MemoryError %2000 ()
# expect: MemoryError %-200 ()
# expect: ValueError %9999 ('width too big',)
# expect: ValueError %.300 ('precision too big',)
# expect: ValueError %.999 ('precision too big',)
# expect:    42|ab  |3.14

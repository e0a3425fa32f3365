# Messages of % formatting and indexing found by scripts/format_fuzz.py.
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, ascii(str(e)))

show(lambda: b"%i" % "x")
show(lambda: b"%i%14o" % {"b": 1})
show(lambda: b"%u" % "x")
show(lambda: "%i" % "x")
show(lambda: b"%0\x00%%" % b"")
show(lambda: b"%\x00" % (1,))
show(lambda: b"%\x01" % (1,))
show(lambda: "%\x00" % (1,))
ba, by, key = bytearray(b"xy"), b"xy", "a"
show(lambda: ba[key])
show(lambda: ba[5])
show(lambda: by[key])
show(lambda: by[5])
show(lambda: "%(x)#.8cab" % bytearray(b"xy"))
show(lambda: format(3 + 4j, "z0,d"))
show(lambda: format(-1.5j, "%=y"))
show(lambda: (-1.5j).__format__(",=.2X"))
show(lambda: format(1j, "0=10"))
# expect: TypeError '%d format: a real number is required, not str'
# expect: TypeError '%d format: a real number is required, not dict'
# expect: TypeError '%u format: a real number is required, not str'
# expect: TypeError '%i format: a real number is required, not str'
# expect: ValueError "unsupported format character '\x00' (0x0) at index 2"
# expect: ValueError "unsupported format character '\x00' (0x0) at index 1"
# expect: ValueError "unsupported format character '\x01' (0x1) at index 1"
# expect: ValueError "unsupported format character '?' (0x0) at index 1"
# expect: TypeError 'bytearray indices must be integers or slices, not str'
# expect: IndexError 'bytearray index out of range'
# expect: TypeError 'byte indices must be integers or slices, not str'
# expect: IndexError 'index out of range'
# expect: TypeError 'bytearray indices must be integers or slices, not str'
# expect: ValueError "Unknown format code 'd' for object of type 'complex'"
# expect: ValueError "Unknown format code 'y' for object of type 'complex'"
# expect: ValueError "Unknown format code 'X' for object of type 'complex'"
# expect: ValueError 'Zero padding is not allowed in complex format specifier'

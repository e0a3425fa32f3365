# A memoryview of a bytearray writes through to it; release() and the with
# statement end a view; errors match CPython's.
buf = bytearray(b"abcdef")
mv = memoryview(buf)
mv[0] = 65
mv[1:3] = b"XY"
mv[-1] = ord("z")
print(buf, mv.readonly, mv.tobytes())
view = mv[::2]
view[1] = 0x33
print(buf, view.tolist())
mv[3:5] = memoryview(b"12")
print(buf)
with memoryview(buf) as m2:
    m2[4] = 0x21
    print(m2.tobytes())
print(buf)
for bad in [lambda: mv.__setitem__(0, 256), lambda: mv.__setitem__(0, -1), lambda: mv.__setitem__(0, b"x"),
            lambda: mv.__setitem__(slice(0, 2), b"xyz"), lambda: mv[10], lambda: mv["a"],
            lambda: memoryview(b"ro").__setitem__(0, 1), lambda: memoryview(1), lambda: memoryview("text"),
            lambda: hash(memoryview(bytearray(b"w")))]:
    try:
        print(bad())
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__ + ":", e)
mv.release()
mv.release()
for op in [lambda: len(mv), lambda: mv[0], lambda: mv.tobytes(), lambda: mv.nbytes, lambda: memoryview(mv)]:
    try:
        op()
    except ValueError as e:
        print("ValueError:", e)
print(mv == mv, buf)
with memoryview(b"xyz") as m3:
    pass
try:
    m3.tolist()
except ValueError as e:
    print("ValueError:", e)

# expect: bytearray(b'AXYdez') False b'AXYdez'
# expect: bytearray(b'AX3dez') [65, 51, 101]
# expect: bytearray(b'AX312z')
# expect: b'AX31!z'
# expect: bytearray(b'AX31!z')
# expect: ValueError: memoryview: invalid value for format 'B'
# expect: ValueError: memoryview: invalid value for format 'B'
# expect: TypeError: memoryview: invalid type for format 'B'
# expect: ValueError: memoryview assignment: lvalue and rvalue have different structures
# expect: IndexError: index out of bounds on dimension 1
# expect: TypeError: memoryview: invalid slice key
# expect: TypeError: cannot modify read-only memory
# expect: TypeError: memoryview: a bytes-like object is required, not 'int'
# expect: TypeError: memoryview: a bytes-like object is required, not 'str'
# expect: ValueError: cannot hash writable memoryview object
# expect: ValueError: operation forbidden on released memoryview object
# expect: ValueError: operation forbidden on released memoryview object
# expect: ValueError: operation forbidden on released memoryview object
# expect: ValueError: operation forbidden on released memoryview object
# expect: ValueError: operation forbidden on released memoryview object
# expect: True bytearray(b'AX31!z')
# expect: ValueError: operation forbidden on released memoryview object

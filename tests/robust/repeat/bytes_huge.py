# b"a" * 2**62 is refused before anything is allocated: MemoryError at once.
try:
    b"a" * 2**62
except MemoryError as e:
    print("MemoryError", e.args)
try:
    b"ab" * 2**62
except OverflowError as e:
    print("OverflowError", e)
try:
    2**62 * b"a"
except MemoryError as e:
    print("MemoryError", e.args)

# expect: MemoryError ()
# expect: OverflowError repeated bytes are too long
# expect: MemoryError ()

ba = bytearray(b"hello")
ba[0] = ord("j")
ba.extend(b"!!")
ba.insert(0, 62)
print(ba, ba.pop(), len(ba))
ba[1:3] = b"JE"
print(ba, ba.find(b"l"), bytes(ba))
try:
    ba[0] = 300
except ValueError as e:
    print("ValueError:", e)
try:
    hash(ba)
except TypeError as e:
    print("TypeError:", e)

# expect: bytearray(b'>jello!') 33 7
# expect: bytearray(b'>JEllo!') 3 b'>JEllo!'
# expect: ValueError: byte must be in range(0, 256)
# expect: TypeError: unhashable type: 'bytearray'

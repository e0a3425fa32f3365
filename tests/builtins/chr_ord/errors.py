try:
    chr(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    chr(0x110000)
except ValueError as e:
    print("ValueError:", e)
try:
    ord("ab")
except TypeError as e:
    print("TypeError:", e)

# expect: ValueError: chr() arg not in range(0x110000)
# expect: ValueError: chr() arg not in range(0x110000)
# expect: TypeError: ord() expected a character, but string of length 2 found

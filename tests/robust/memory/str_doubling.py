# limit-as: 2000000
# s = s + s until memory runs out: MemoryError, caught; s keeps its last value.
s = "x"
doublings = 0
try:
    while True:
        s = s + s
        doublings += 1
except MemoryError:
    print("caught")
print(doublings > 20, len(s) == 2 ** doublings)
s = None
print("after", "ab" * 3)

# expect: caught
# expect: True True
# expect: after ababab

# limit-as: 2000000
# l.append("x" * 100) in a loop until memory runs out: MemoryError, caught.
l = []
try:
    while True:
        l.append("x" * 100)
except MemoryError:
    print("caught")
n = len(l)
l = None
print(n > 1000, len("y" * 100))

# expect: caught
# expect: True 100

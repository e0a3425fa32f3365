print(min([], default="none"), max([], default=0))
try:
    max([])
except ValueError as e:
    print("ValueError:", e)
try:
    min()
except TypeError as e:
    print("TypeError:", e)

# expect: none 0
# expect: ValueError: max() arg is an empty sequence
# expect: TypeError: min expected at least 1 argument, got 0

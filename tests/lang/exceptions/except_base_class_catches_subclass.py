try:
    [][1]
except LookupError as e:
    print("LookupError caught", type(e).__name__, e)
try:
    {}["k"]
except LookupError as e:
    print("LookupError caught", type(e).__name__, e)

# expect: LookupError caught IndexError list index out of range
# expect: LookupError caught KeyError 'k'

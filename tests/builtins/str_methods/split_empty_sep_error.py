try:
    "abc".split("")
except ValueError as e:
    print("ValueError:", e)

# expect: ValueError: empty separator

try:
    print("a", sep=5)
except TypeError as e:
    print("TypeError:", e)

# expect: TypeError: sep must be None or a string, not int

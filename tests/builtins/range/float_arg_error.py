try:
    range(2.5)
except TypeError as e:
    print("TypeError:", e)

# expect: TypeError: 'float' object cannot be interpreted as an integer

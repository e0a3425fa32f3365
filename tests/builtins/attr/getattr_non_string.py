try:
    getattr(1, 2)
except TypeError as e:
    print("TypeError:", e)

# expect: TypeError: attribute name must be string, not 'int'

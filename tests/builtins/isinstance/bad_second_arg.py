try:
    isinstance(1, "int")
except TypeError as e:
    print("TypeError:", e)
try:
    issubclass(1, int)
except TypeError as e:
    print("TypeError:", e)

# expect: TypeError: isinstance() arg 2 must be a type, a tuple of types, or a union
# expect: TypeError: issubclass() arg 1 must be a class

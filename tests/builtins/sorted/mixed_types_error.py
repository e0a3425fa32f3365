try:
    sorted([1, "a", 2])
except TypeError as e:
    print("TypeError:", e)

# expect: TypeError: '<' not supported between instances of 'str' and 'int'

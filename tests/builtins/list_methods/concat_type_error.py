try:
    [1] + (2,)
except TypeError as e:
    print("TypeError:", e)

# expect: TypeError: can only concatenate list (not "tuple") to list

s = "abc"
try:
    s[0] = "x"
except TypeError as e:
    print("TypeError:", e)

# expect: TypeError: 'str' object does not support item assignment

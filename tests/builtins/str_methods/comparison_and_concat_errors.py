try:
    "a" + 1
except TypeError as e:
    print("TypeError:", e)
try:
    "a" < 1
except TypeError as e:
    print("TypeError:", e)

# expect: TypeError: can only concatenate str (not "int") to str
# expect: TypeError: '<' not supported between instances of 'str' and 'int'

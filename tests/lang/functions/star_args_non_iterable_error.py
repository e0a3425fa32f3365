def f(*a):
    return a
try:
    f(*5)
except TypeError as e:
    print("TypeError:", e)
try:
    f(**[1])
except TypeError as e:
    print("TypeError:", e)

# expect: TypeError: __main__.f() argument after * must be an iterable, not int
# expect: TypeError: __main__.f() argument after ** must be a mapping, not list

try:
    iter(5)
except TypeError as e:
    print("TypeError:", e)
try:
    next([1])
except TypeError as e:
    print("TypeError:", e)

# expect: TypeError: 'int' object is not iterable
# expect: TypeError: 'list' object is not an iterator

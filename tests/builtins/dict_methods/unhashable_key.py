try:
    {}[[1]] = 2
except TypeError as e:
    print("TypeError:", e)

# expect: TypeError: unhashable type: 'list'

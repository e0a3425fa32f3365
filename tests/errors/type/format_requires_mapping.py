try:
    "%(a)s" % 5
except TypeError as e:
    print(e)

# expect: format requires a mapping

def g():
    yield next(me)
me = g()
try:
    next(me)
except ValueError as e:
    print("ValueError:", e)

# expect: ValueError: generator already executing

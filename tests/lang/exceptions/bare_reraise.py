def f():
    try:
        raise KeyError("inner")
    except KeyError:
        print("handling")
        raise
try:
    f()
except KeyError as e:
    print("reraised", repr(e))

# expect: handling
# expect: reraised KeyError('inner')

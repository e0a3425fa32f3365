try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise KeyError("k")
except KeyError as e:
    print(repr(e), repr(e.__context__), e.__cause__)

# expect: KeyError('k') ZeroDivisionError('division by zero') None

try:
    try:
        [][0]
    except IndexError:
        raise ValueError("clean") from None
except ValueError as e:
    print(e, e.__cause__, e.__suppress_context__, type(e.__context__).__name__)

# expect: clean None True IndexError

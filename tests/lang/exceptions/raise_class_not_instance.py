try:
    raise IndexError
except IndexError as e:
    print(repr(e), e.args)

# expect: IndexError() ()

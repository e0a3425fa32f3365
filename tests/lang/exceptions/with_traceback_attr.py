try:
    raise ValueError("x")
except ValueError as e:
    print(e.__traceback__ is not None, type(e.__traceback__).__name__)

# expect: True traceback

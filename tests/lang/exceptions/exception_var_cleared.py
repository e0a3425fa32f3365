try:
    raise ValueError("v")
except ValueError as err:
    pass
try:
    err
except NameError as e:
    print("NameError:", e)

# expect: NameError: name 'err' is not defined

for item in []:
    pass
try:
    item
except NameError as e:
    print("NameError:", e)

# expect: NameError: name 'item' is not defined

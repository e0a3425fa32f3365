try:
    undefined_thing
except NameError as e:
    print(type(e).__name__, e, e.name)

# expect: NameError name 'undefined_thing' is not defined undefined_thing

for v in [5, 2.0, None, iter([])]:
    try:
        len(v)
    except TypeError as e:
        print("TypeError:", e)

# expect: TypeError: object of type 'int' has no len()
# expect: TypeError: object of type 'float' has no len()
# expect: TypeError: object of type 'NoneType' has no len()
# expect: TypeError: object of type 'list_iterator' has no len()

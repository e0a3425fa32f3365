for v in [None, "s", [1], 1.5]:
    try:
        v()
    except TypeError as e:
        print(e)

# expect: 'NoneType' object is not callable
# expect: 'str' object is not callable
# expect: 'list' object is not callable
# expect: 'float' object is not callable

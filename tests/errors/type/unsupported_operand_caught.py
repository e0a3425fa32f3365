for a, b in [(1, "x"), ([1], 1), (None, None), ({}, {})]:
    try:
        a - b
    except TypeError as e:
        print(e)

# expect: unsupported operand type(s) for -: 'int' and 'str'
# expect: unsupported operand type(s) for -: 'list' and 'int'
# expect: unsupported operand type(s) for -: 'NoneType' and 'NoneType'
# expect: unsupported operand type(s) for -: 'dict' and 'dict'

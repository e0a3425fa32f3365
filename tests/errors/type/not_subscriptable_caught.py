for v in [None, 5, len]:
    try:
        v[0]
    except TypeError as e:
        print(e)

# expect: 'NoneType' object is not subscriptable
# expect: 'int' object is not subscriptable
# expect: 'builtin_function_or_method' object is not subscriptable

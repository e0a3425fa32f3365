for v in [None, 3.5, len]:
    try:
        a, b = v
    except TypeError as e:
        print(e)

# expect: cannot unpack non-iterable NoneType object
# expect: cannot unpack non-iterable float object
# expect: cannot unpack non-iterable builtin_function_or_method object

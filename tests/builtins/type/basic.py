print(type(1), type("s"), type([]), type(None), type(type), type(len), type(lambda: 0).__name__)
print(type(1) is int, type(True) is bool, type(1.5).__name__)

# expect: <class 'int'> <class 'str'> <class 'list'> <class 'NoneType'> <class 'type'> <class 'builtin_function_or_method'> function
# expect: True True float

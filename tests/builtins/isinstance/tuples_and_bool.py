print(isinstance(1, int), isinstance(True, int), isinstance(1, (str, float)), isinstance(1.0, (str, float)))
print(isinstance([], (list, tuple)), isinstance("s", object), isinstance(None, type(None)), isinstance(int, type))
print(issubclass(bool, int), issubclass(int, (str, object)), issubclass(list, (dict, tuple)))

# expect: True True False True
# expect: True True True True
# expect: True True False

print(True, False, repr(True), str(False), True and 5, False or "x", not True, True is True, ~True, -False)

# expect: True False True False 5 x False True -2 0

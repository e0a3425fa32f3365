for v in [1 / 3, 2 / 3, 1e-10, 123.456, 5e-324, 1.7976931348623157e308, 100.0 / 3]:
    print(repr(v), float(repr(v)) == v)

# expect: 0.3333333333333333 True
# expect: 0.6666666666666666 True
# expect: 1e-10 True
# expect: 123.456 True
# expect: 5e-324 True
# expect: 1.7976931348623157e+308 True
# expect: 33.333333333333336 True

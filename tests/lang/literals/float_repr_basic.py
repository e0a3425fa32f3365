for v in [0.1, 0.5, 1.0, 2.5, 100.0, -0.0, 3.14159]:
    print(repr(v))

# expect: 0.1
# expect: 0.5
# expect: 1.0
# expect: 2.5
# expect: 100.0
# expect: -0.0
# expect: 3.14159

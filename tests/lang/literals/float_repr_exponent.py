for v in [1e16, 1e15, 123456789012345678.0, 1e-5, 0.0001, 1.5e-7, 1e22, 2.5e300]:
    print(v)

# expect: 1e+16
# expect: 1000000000000000.0
# expect: 1.2345678901234568e+17
# expect: 1e-05
# expect: 0.0001
# expect: 1.5e-07
# expect: 1e+22
# expect: 2.5e+300

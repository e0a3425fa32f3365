print(float("3.5"), float(" -2 "), float("1e3"), float("inf"), float("-Infinity"), float("nan"), float("1_0.5"))
print(float("1e400"), float("-1e400"), float("1e-400"), float(7), float())

# expect: 3.5 -2.0 1000.0 inf -inf nan 10.5
# expect: inf -inf 0.0 7.0 0.0

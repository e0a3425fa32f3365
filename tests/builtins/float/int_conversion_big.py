print(float(2 ** 53), float(2 ** 53 + 1), float(10 ** 30), 2 ** 0.5 * 2 ** 0.5)
try:
    float(10 ** 400)
except OverflowError as e:
    print("OverflowError:", e)

# expect: 9007199254740992.0 9007199254740992.0 1e+30 2.0000000000000004
# expect: OverflowError: int too large to convert to float

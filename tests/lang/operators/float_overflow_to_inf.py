x = 1e308
print(x * 10, -x * 10, x + x, 1e308 * 10 == float("inf"))
try:
    2.0 ** 10000
except OverflowError as e:
    print("OverflowError:", e)

# expect: inf -inf inf True
# expect: OverflowError: (34, 'Numerical result out of range')

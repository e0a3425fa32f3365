r = range(10 ** 20)
print(r[-1], 10 ** 19 in r, r[10 ** 19], r[::10 ** 19])
try:
    len(r)
except OverflowError as e:
    print("OverflowError:", e)

# expect: 99999999999999999999 True 10000000000000000000 range(0, 100000000000000000000, 10000000000000000000)
# expect: OverflowError: Python int too large to convert to C ssize_t

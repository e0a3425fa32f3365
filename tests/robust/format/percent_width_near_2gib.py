# limit-as: 3145728
# A `%` width near 2**31 under a 3 GiB address-space cap: the padded number
# is moved into the result, not copied (scripts/format_fuzz.py).
print(len("%*d" % (2147483000, 5)))
# expect: 2147483000

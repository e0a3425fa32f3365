# limit-as: 3145728
# str.format with a width near 2**31 under a 3 GiB address-space cap: one
# block for the padded text (scripts/format_fuzz.py).
print(len("{:^{}}".format("ab", 2147483000)))
# expect: 2147483000

# limit-as: 3145728
# Found by scripts/format_fuzz.py under its 3 GiB address-space cap: a width
# near 2**31 fits, as in CPython, the padded text being built in one block
# (tpy made a second copy, and its thread stack took a quarter of the cap).
W = 2147483000
print(len(format(5, str(W))))
# expect: 2147483000

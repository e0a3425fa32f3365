# limit-as: 3145728
# str.format and str/bytes % with text and fields around a ~2 GiB padded
# field (int, float, str, complex), under a 3 GiB address-space cap (found by scripts/format_fuzz.py):
# the fields are built into one buffer, with room for what follows the huge
# one, so no second copy is made, as CPython's writer does.
import gc


def show(template, *args):
    s = template % args if "%" in template else template.format(*args)
    print(len(s), s[:14], s[-6:])


show("{}{:>2000000000}", "ab", 7)
gc.collect()
show("{}{:>2000000000}|{}", "ab", "c", 1.5)
gc.collect()
show("{:x}{:^10}{:>2000000000.1f}", 255, 1, 2.25)
gc.collect()
show("%s%*.1f|%s", "a", 2**31, 1.5, "bc")
gc.collect()
show("{:>2000000000}|{}", -1.5j, "end")   # complex fields too
gc.collect()
try:
    "{x:{0}}\xe9{0[!z:{}}{{".format(-2**31, x=-1.5j)   # a later error after a 2 GiB complex field
except ValueError as e:
    print(e)
gc.collect()
s = b"%%%*s|%s" % (-2**31, b"q", b"ab")
print(len(s), s[:3], s[-3:])
# expect: 2000000002 ab                  7
# expect: 2000000006 ab              c|1.5
# expect: 2000000012 ff    1           2.2
# expect: 2147483652 a              1.5|bc
# expect: 2000000004                j)|end
# expect: expected '}' before end of string
# expect: 2147483652 b'%q ' b'|ab'

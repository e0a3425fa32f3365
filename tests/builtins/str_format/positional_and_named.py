print("{} + {} = {}".format(1, 2, 3), "{1}{0}{1}".format("a", "b"), "{name}:{n:03}".format(name="x", n=7))
print("{0[1]} {p.real} {d[k]}".format([5, 6], d={"k": "v"}, p=2j), "{{literal}}".format(), "{!r:>6}".format("a"))

# expect: 1 + 2 = 3 bab x:007
# expect: 6 0.0 v {literal}    'a'

# str repetition has the right contents and length for ASCII and
# multi-byte units.
for unit in ("a", "é€", "ab\U0001F600"):
    for n in (0, 1, 5, 64, 1001):
        r = unit * n
        assert r == "".join([unit] * n), (unit, n)
        assert len(r) == len(unit) * n
    r = unit * 77777
    print(len(r), r[-2:], r.count(unit))
print("x" * -1 == "", 2 * "ab")

# expect: 77777 aa 77777
# expect: 155554 é€ 77777
# expect: 233331 b😀 77777
# expect: True abab

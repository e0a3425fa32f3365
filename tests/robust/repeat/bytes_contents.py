# bytes repetition (copied by doubling in tpy) has the right contents for
# every count and unit size.
for unit in (b"a", b"abc", b"xyzw" * 5):
    for n in (0, 1, 2, 3, 7, 8, 9, 1000, 12345):
        assert unit * n == b"".join([unit] * n), (unit, n)
    r = unit * 100001
    print(len(r), r[-3:], r.count(unit))
print(b"ab" * -3, 3 * b"ab")

# expect: 100001 b'aaa' 100001
# expect: 300003 b'abc' 100001
# expect: 2000020 b'yzw' 100001
# expect: b'' b'ababab'

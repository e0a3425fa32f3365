# Concatenation, split and join build strings whose length and ASCII-ness
# come from their parts; lengths, indexing and slicing must stay right for
# mixed ASCII and non-ASCII text, and str subclasses with their own __eq__
# must still be asked when they meet a str key in a dict.
a = "ab"
b = "\u00e9t\u00e9"
for s in (a + b, b + a, b + b, a + a, "" + b, b + ""):
    print(len(s), s[-1], s[1:3], s.upper())

text = "  ka lo\u00e9  mi\tne\n ru  "
parts = text.split()
print(parts, [len(p) for p in parts])
print("ka lo mi  ne".split(maxsplit=1), "ka lo mi  ne ".split(None, 2))
print(" a b ".split(maxsplit=0), "".split(), "   ".split())
print("\x1c a\x1fb\x0b".split())
joined = "-".join(["x", "\u00e9", "yz"])
print(joined, len(joined), joined[2], joined[::-1])
wide = "\u00b7".join(["ab", "cd"])
print(wide, len(wide), wide.index("c"))

class Loose(str):
    def __eq__(self, other):
        return str.__eq__(self.lower(), str(other).lower())
    __hash__ = str.__hash__

d = {"key": 1}
print(Loose("key") in d, d.get(Loose("key")), Loose("KEY") in d)
d[Loose("key")] = 2
print(d)

# Many words through a dict, as the benchmarks do.
counts = {}
for w in ("ka lo mi " * 50 + "\u00e9 " * 3).split():
    counts[w] = counts.get(w, 0) + 1
print(sorted(counts.items()))

# expect: 5 é bé ABÉTÉ
# expect: 5 b té ÉTÉAB
# expect: 6 é té ÉTÉÉTÉ
# expect: 4 b ba ABAB
# expect: 3 é té ÉTÉ
# expect: 3 é té ÉTÉ
# expect: ['ka', 'loé', 'mi', 'ne', 'ru'] [2, 3, 2, 2, 2]
# expect: ['ka', 'lo mi  ne'] ['ka', 'lo', 'mi  ne ']
# expect: ['a b '] [] []
# expect: ['a', 'b']
# expect: x-é-yz 6 é zy-é-x
# expect: ab·cd 5 3
# expect: True 1 False
# expect: {'key': 2}
# expect: [('ka', 50), ('lo', 50), ('mi', 50), ('é', 3)]

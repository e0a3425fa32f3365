# str.join over many parts, ASCII and not, with a separator or none, and
# its errors: the first non-str part is named with its index.
parts = ["ab", "\u00e9", "", "xyz"] * 50
s = "-".join(parts)
print(len(s), s[:12], s.count("-"), s[-5:])
print(len("".join(parts)), "".join(parts)[:8])
print("\u00b7".join(["a"] * 5), len("\u00b7".join(["a"] * 5)))
print(", ".join(str(i) for i in range(12)))
print("x".join(["only"]), repr("".join([])), repr("ab".join(["", ""])))
try:
    " ".join(["a", "b", 3, "c"])
except TypeError as e:
    print("TypeError:", e)
try:
    " ".join(["a"] * 40 + [None])
except TypeError as e:
    print("TypeError:", e)
# expect: 499 ab-é--xyz-ab 199 --xyz
# expect: 300 abéxyzab
# expect: a·a·a·a·a 9
# expect: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
# expect: only '' 'ab'
# expect: TypeError: sequence item 2: expected str instance, int found
# expect: TypeError: sequence item 40: expected str instance, NoneType found

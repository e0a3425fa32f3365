# Strings built by += and s = s + piece in loops long enough to be traced:
# the long results are views of a shared buffer (vm/str_buffer.h), so every
# alias of an earlier value must keep its own text.


def build_inplace(n, piece):
    s = ""
    for i in range(n):
        s += piece
    return s


def build_plus(n, piece):
    s = "start:"
    for i in range(n):
        s = s + piece + str(i % 10)
    return s


a = build_inplace(2000, "ab")
print(len(a), a[:6], a[-4:], a.count("ab"), hash(a) == hash("ab" * 2000), a == "ab" * 2000)
b = build_plus(2000, "x")
print(len(b), b[:10], b[-6:], b == "start:" + "".join("x" + str(i % 10) for i in range(2000)))

# t = s; s += ...: t keeps its value.
def alias_local():
    s = "q" * 300
    saved = []
    for i in range(2000):
        t = s
        s += "z"
        if i % 500 == 0:
            saved.append(t)
    return s, saved

s, saved = alias_local()
print(len(s), [len(x) for x in saved], all(x == "q" * 300 + "z" * (300 + 500 * k - 300) for k, x in enumerate(saved)))

# l.append(s); s += ...: every list item keeps its own length and text.
def alias_list():
    s = ""
    l = []
    for i in range(2000):
        l.append(s)
        s += chr(97 + i % 26)
    return s, l

s, l = alias_list()
print(len(s), len(l), all(len(x) == i for i, x in enumerate(l)), all(s.startswith(x) for x in l[::97]))
print(l[1000][-3:], l[1999][-3:], s[-3:])

# Two strings appended to the same base: both right, and the base unchanged.
def fork():
    b = ""
    for i in range(600):
        b += "m"
    a = b + "x"
    c = b + "y"
    d = a + "1"
    e = c + "2"
    f = b + "z"
    return b, a, c, d, e, f

b, a, c, d, e, f = fork()
print(len(b), a[-2:], c[-2:], d[-3:], e[-3:], f[-2:], b[-2:], len(a), len(c), len(f))
print(a == "m" * 600 + "x", c == "m" * 600 + "y", d == "m" * 600 + "x1", e == "m" * 600 + "y2")

# Built strings as dict keys and set members, equal to strings made otherwise.
d = {}
for k in range(3):
    d[build_inplace(1000, "k" + str(k))] = k
print(d["k0" * 1000], d["k1" * 1000], d["k2" * 1000], ("k1" * 1000) in d, len({build_inplace(500, "w"), "w" * 500}))

# Adding a string to itself.
def self_add():
    s = "ab" * 200
    for i in range(3):
        s = s + s
    return s

print(len(self_add()), self_add() == "ab" * 1600)

# Module level, with non-ASCII pieces and slicing of the result.
m = ""
for i in range(2000):
    m += "é" if i % 3 == 0 else "a€"
print(len(m), m[:5], m[-5:], m[1000:1006], m.count("é"), m.find("éa€", 1500), len(m.encode()))
print(m[::500], m[::-700])
t = m
m += "!"
print(len(t), len(m), t[-1], m[-1], t == m[:-1])

# Methods and formatting of built strings.
s = build_inplace(300, "Ab")
print(s.lower()[:4], s.upper()[-4:], s.replace("A", "")[:3], len(s.split("b")), f"{s[:4]}|{len(s)}", "%s" % s[-3:])
print(str(s) == s, repr(s[:5]), s.startswith("AbAb"), s.endswith("bAb"))
# expect: 4000 ababab abab 2000 True True
# expect: 4006 start:x0x1 x7x8x9 True
# expect: 2300 [300, 800, 1300, 1800] True
# expect: 2000 2000 True True
# expect: jkl uvw vwx
# expect: 600 mx my mx1 my2 mz mm 601 601 601
# expect: True True True True
# expect: 0 1 2 True 1
# expect: 3200 True
# expect: 3333 éa€a€ a€éa€ éa€a€é 667 1500 6666
# expect: ééééééé €€€€€
# expect: 3333 3334 € ! True
# expect: abab ABAB bbb 301 AbAb|600 bAb
# expect: True 'AbAbA' True True

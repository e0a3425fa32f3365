# Indexing, slicing and searching long non-ASCII strings (an index of every
# 32nd code point, vm/str_index.h): every position agrees with a list of the
# characters, forwards, backwards and at random, in loops that get traced.
text = "Les élèves étudient à la bibliothèque: 日本語 😀 " * 300
chars = list(text)
n = len(text)
print(n, len(chars), len(text.encode()))


def scan_forward(s, cs):
    bad = 0
    for i in range(len(s)):
        if s[i] != cs[i]:
            bad += 1
    return bad


def scan_backward(s, cs):
    bad = 0
    for i in range(-1, -len(s) - 1, -1):
        if s[i] != cs[i]:
            bad += 1
    return bad


def scan_stride(s, cs, step):
    bad = 0
    i = 0
    for k in range(len(s)):
        i = (i + step) % len(s)
        if s[i] != cs[i]:
            bad += 1
    return bad


print(scan_forward(text, chars), scan_backward(text, chars), scan_stride(text, chars, 7919), scan_stride(text, chars, 33))
count = 0
for i in range(n):
    if text[i] == "é":
        count += 1
print(count, text.count("é"))

# Slices with every kind of step agree with the list's.
def slices(s, cs):
    bad = 0
    for a in range(0, len(s), 997):
        for b in (a, a + 1, a + 40, a + 1000, len(s)):
            for st in (1, 2, 33, -1, -3):
                if s[a:b:st] != "".join(cs[a:b:st]) or s[b:a:st] != "".join(cs[b:a:st]):
                    bad += 1
    return bad

print(slices(text, chars), text[5:12], text[-7:-1], text[::4000], text[-1:-9000:-3001])
# find/index with start bounds, and what they return.
pos = []
i = text.find("日本語")
while i != -1:
    pos.append(i)
    i = text.find("日本語", i + 1)
print(len(pos), pos[:3], pos[-1], text.index("😀", 10000), text.rfind("é", 0, 5000), text.count("è", 3000, 6000))
print(text[pos[150]:pos[150] + 5], text.startswith("日本語", pos[7]), text.endswith("😀", 0, pos[3] + 5))

# Many different strings, each indexed once, and strings that die meanwhile.
total = 0
for k in range(300):
    s = ("ü" + str(k)) * 50
    total += ord(s[len(s) // 2]) + ord(s[-2])
    s2 = s + "ß"
    total += ord(s2[k % len(s2)])
print(total)

# Short non-ASCII strings too.
w = "naïve café"
print([w[i] for i in range(len(w))], w[2:7], w[::-1], w[-4])
try:
    text[n]
except IndexError as e:
    print("IndexError", e)
print(text[n - 1] == chars[-1], text[-n] == chars[0])
# expect: 13500 13500 17700
# expect: 0 0 0 0
# expect: 600 600
# expect: 0 lèves é  日本語 😀 L本uo  ub
# expect: 300 [39, 84, 129] 13494 10033 4999 134
# expect: 日本語 😀 True True
# expect: 126142
# expect: ['n', 'a', 'ï', 'v', 'e', ' ', 'c', 'a', 'f', 'é'] ïve c éfac evïan c
# expect: IndexError string index out of range
# expect: True True

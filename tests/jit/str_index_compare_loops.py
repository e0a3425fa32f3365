# Loops over strings that the tracing JIT compiles: s[i] with int indices
# (ASCII and not, negative, out of range mid-loop), str comparisons of
# every kind, iteration character by character, and the guards that make
# the trace leave (a str subclass, a non-str value, a changed type).


def count(text, ch):
    n = 0
    for i in range(len(text)):
        if text[i] == ch:
            n += 1
    return n


print(count("abracadabra" * 50, "a"))
print(count("Les élèves étudient à la bibliothèque. " * 40, "é"))
print(count("Лес ёлки учат в библиотеке. " * 40, "ё"))
print(count("emoji 😀 and 😀 twice " * 30, "😀"))


def backwards(text):
    out = []
    for i in range(1, len(text) + 1):
        out.append(text[-i])
    return "".join(out)


print(backwards("héllo wörld ✓"))


def walk_past_end(text, n):
    got = []
    try:
        for i in range(n):
            got.append(text[i])
    except IndexError as e:
        print("IndexError:", e, "after", len(got))
    return "".join(got)


print(walk_past_end("naïve café", 100))
print(walk_past_end("plain ascii", 100))


def orders(words, pivot):
    lt = le = eq = ne = gt = ge = 0
    for w in words:
        if w < pivot:
            lt += 1
        if w <= pivot:
            le += 1
        if w == pivot:
            eq += 1
        if w != pivot:
            ne += 1
        if w > pivot:
            gt += 1
        if w >= pivot:
            ge += 1
    return lt, le, eq, ne, gt, ge


words = ["pomme", "poire", "pêche", "abricot", "zèbre", "Äpfel", "poire", "", "é", "e"] * 20
print(orders(words, "poire"))
print(orders(words, "é"))


def vowels(text):
    n = 0
    for ch in text:
        if ch in "aeiouéèêàù":
            n += 1
    return n


print(vowels("Les élèves étudient à la bibliothèque. " * 30))


def first_non_ascii(text):
    for i, ch in enumerate(text):
        if ch > "\x7f":
            return i, ch
    return -1, ""


print(first_non_ascii("x" * 300 + "ü" + "y" * 10))


def chars_then_break(text):
    seen = []
    for ch in text:
        if ch == "!":
            break
        seen.append(ch)
    return "".join(seen)


print(chars_then_break("größer als Ω!rest"))


class S(str):
    pass


def mixed(items):
    n = 0
    for s in items:
        if s == "ab":
            n += 1
    return n


print(mixed(["ab"] * 150 + [S("ab")] * 3 + ["ab"] * 10))
print(mixed(["ab"] * 150 + [1, 2.5, None] + ["ab"] * 10))


def index_changing_types(seq):
    total = []
    for i in range(len(seq)):
        total.append(seq[i])
    return total


print(len(index_changing_types("x" * 200)), index_changing_types([1, 2, 3]), index_changing_types("é" * 3))


def identity(text):
    a = []
    for i in range(len(text)):
        a.append(text[i])
    return a


chars = identity("aé" * 100)
print(chars[0] == "a", chars[1] == "é", chars[0] is chars[2])


try:
    for i in range(300):
        "abc"[i % 3]
    key = "x"
    "abc"[key]
except TypeError as e:
    print("TypeError:", e)

# expect: 250
# expect: 80
# expect: 40
# expect: 60
# expect: ✓ dlröw olléh
# expect: IndexError: string index out of range after 10
# expect: naïve café
# expect: IndexError: string index out of range after 11
# expect: plain ascii
# expect: (60, 100, 40, 160, 100, 140)
# expect: (180, 200, 20, 180, 0, 20)
# expect: 480
# expect: (300, 'ü')
# expect: größer als Ω
# expect: 163
# expect: 160
# expect: 200 [1, 2, 3] ['é', 'é', 'é']
# expect: True True True
# expect: TypeError: string indices must be integers, not 'str'

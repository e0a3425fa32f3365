# wordcount: build a text of pseudo-random words, split it, count with a dict.
# Stresses: string concatenation, str.join, str.split, dict get/set with
# string keys, int modulo. The generator is minstd (Park-Miller), whose
# products stay below 2**53, so LuaJIT reproduces it exactly.

WORDS = 2_000_000
SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "ta", "po", "shi", "zu", "ve", "xa", "qu"]


def build_text(nwords):
    seed = 20240601
    words = []
    for _ in range(nwords):
        seed = seed * 16807 % 2147483647
        parts = seed % 3 + 1
        w = ""
        for _ in range(parts):
            seed = seed * 16807 % 2147483647
            w += SYLLABLES[seed % 12]
        words.append(w)
    return " ".join(words)


def count_words(text):
    counts = {}
    for w in text.split():
        counts[w] = counts.get(w, 0) + 1
    return counts


def run():
    text = build_text(WORDS)
    counts = count_words(text)
    total = 0
    letters = 0
    squares = 0
    most = 0
    for w, c in counts.items():
        total += c
        letters += len(w) * c
        squares += c * c
        if c > most:
            most = c
    return len(text), total, len(counts), most, letters, squares


print(*run())

# Counting into an empty dict with d.get(k, 0) before any store: tpy types
# the dict from the store that follows (Numba 0.56 cannot: "non-precise type
# DictType[undefined,undefined]").
# oracle: skip Numba 0.56 cannot type d.get on an empty dict before its first store
from numba import njit, typed


@njit
def word_counts(words):
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return counts


print(word_counts(typed.List(["a", "b", "a", "c", "b", "a"])))

# expect: {a: 3, b: 2, c: 1}

# @jit(forceobj=True) always uses object mode, with no warning; the function
# may use dicts.
from numba import jit


@jit(forceobj=True)
def count_words(words):
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return counts


print(count_words(["a", "b", "a"]))
print(len(count_words.signatures), count_words.nopython_signatures)

# expect: {'a': 2, 'b': 1}
# expect: 1 []

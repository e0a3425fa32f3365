# np.lexsort with str and bytes keys, alone or mixed with numbers: the last
# key is the primary one, ties keep the earlier keys' order.
import numpy as np

last = np.array(["smith", "jones", "smith", "adams", "jones"])
first = np.array(["zoe", "al", "amy", "bob", "al"])
age = np.array([30, 41, 25, 52, 19])
print(np.lexsort((first, last)))
print(np.lexsort((age, last)))
print(np.lexsort((last, age)))
print(np.lexsort((age, first, last)))
print(np.lexsort([np.array([b"b", b"a", b"b"]), np.array([2, 2, 1])]))
m = np.array([["b", "a", "c"], ["a", "a", "b"]])
print(np.lexsort(m, axis=0), np.lexsort(m, axis=-1))
print(np.lexsort((np.array(["q", "p"]),)))
names = np.array(["b", "a", "b", "a"])
print(names[np.lexsort((np.array([2, 3, 1, 1]), names))])

# expect: [3 1 4 2 0]
# expect: [3 4 1 2 0]
# expect: [4 2 0 1 3]
# expect: [3 4 1 2 0]
# expect: [2 1 0]
# expect: [1 0 2] [1 0 2]
# expect: [1 0]
# expect: ['a' 'a' 'b' 'b']

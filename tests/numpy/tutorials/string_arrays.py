# Arrays of strings: dtypes, comparisons, where, masks, astype.
import numpy as np

fruits = np.array(["apple", "banana", "kiwi", "cherry", "fig"])
print(fruits)
print(repr(fruits))
print(fruits.dtype, fruits.itemsize, fruits.shape)
print(fruits[1], fruits[-1].upper())

print(fruits == "kiwi")
print(fruits[fruits != "fig"])
print(np.where(fruits == "kiwi")[0])
print(np.sort(fruits))
print(fruits[np.argsort(fruits)[::-1]])

prices = np.array([1.2, 0.5, 3.0, 4.25, 2.0])
cheap = np.where(prices < 2, "cheap", "pricey")
print(cheap)
print(repr(cheap))
labels = np.where(prices > 2.5, fruits, "-")
print(labels)

nums = np.array(["1.5", "2", "-3.25"])
print(nums.astype(float))
print(nums.astype(float).sum())
ints = np.arange(4)
s = ints.astype(str)
print(s, s.dtype)
print(repr(np.array([1.5, 2.0]).astype(str)))

short = np.array(["a", "bb"], dtype="U1")
print(short)
short[0] = "zzz"
print(short)
print(np.unique(np.array(["b", "a", "b", "c", "a"]), return_counts=True))
b = np.array([b"ab", b"c"])
print(b, b.dtype)
print(np.isin(fruits, ["fig", "kiwi", "lime"]))
print(fruits[::2], fruits[-2:])
print(np.concatenate([fruits[:2], np.array(["plum"])]))
print(np.full(3, "ab"))
print(fruits.reshape(1, 5).T)
print(np.array(["x", "yy"]) < np.array(["y", "y"]))
print(np.zeros(2, dtype="U3"))

# expect: ['apple' 'banana' 'kiwi' 'cherry' 'fig']
# expect: array(['apple', 'banana', 'kiwi', 'cherry', 'fig'], dtype='<U6')
# expect: <U6 24 (5,)
# expect: banana FIG
# expect: [False False  True False False]
# expect: ['apple' 'banana' 'kiwi' 'cherry']
# expect: [2]
# expect: ['apple' 'banana' 'cherry' 'fig' 'kiwi']
# expect: ['kiwi' 'fig' 'cherry' 'banana' 'apple']
# expect: ['cheap' 'cheap' 'pricey' 'pricey' 'pricey']
# expect: array(['cheap', 'cheap', 'pricey', 'pricey', 'pricey'], dtype='<U6')
# expect: ['-' '-' 'kiwi' 'cherry' '-']
# expect: [ 1.5   2.   -3.25]
# expect: 0.25
# expect: ['0' '1' '2' '3'] <U21
# expect: array(['1.5', '2.0'], dtype='<U32')
# expect: ['a' 'b']
# expect: ['z' 'b']
# expect: (array(['a', 'b', 'c'], dtype='<U1'), array([2, 2, 1]))
# expect: [b'ab' b'c'] |S2
# expect: [False False  True False  True]
# expect: ['apple' 'kiwi' 'fig'] ['cherry' 'fig']
# expect: ['apple' 'banana' 'plum']
# expect: ['ab' 'ab' 'ab']
# expect: [['apple']
# expect:  ['banana']
# expect:  ['kiwi']
# expect:  ['cherry']
# expect:  ['fig']]
# expect: [ True False]
# expect: ['' '']

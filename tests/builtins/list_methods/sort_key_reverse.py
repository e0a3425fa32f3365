a = [5, 2, 9, 1]
print(a.sort(), a)
a.sort(reverse=True)
print(a)
words = ["Bb", "a", "CCC", "dd"]
words.sort(key=len)
print(words)
words.sort(key=str.lower, reverse=True)
print(words)

# expect: None [1, 2, 5, 9]
# expect: [9, 5, 2, 1]
# expect: ['a', 'Bb', 'dd', 'CCC']
# expect: ['dd', 'CCC', 'Bb', 'a']

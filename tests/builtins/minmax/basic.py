print(min(3, 1, 2), max(3, 1, 2), min([4, 5]), max("hello"), min((2, "b"), (2, "a")))
print(max(["aa", "b", "ccc"], key=len), min([-3, 2, -1], key=abs))

# expect: 1 3 4 o (2, 'a')
# expect: ccc -1

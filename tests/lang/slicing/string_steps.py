s = "abcdefghij"
print(s[::-1], s[::3], s[2:8:2], s[-1:-5:-1], s[5:1], repr(s[3:3]))

# expect: jihgfedcba adgj ceg jihg  ''

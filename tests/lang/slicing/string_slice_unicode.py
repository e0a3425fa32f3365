s = "añb😀c"
print(s[1:4], s[::-1], s[-2:], len(s[1:4]))

# expect: ñb😀 c😀bña 😀c 3

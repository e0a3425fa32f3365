s = "héllo wörld ☃ 日本"
print(s, len(s))
print(s[1], s[-1], s[12])
print(s.upper())
print(ord(s[12]))

# expect: héllo wörld ☃ 日本 16
# expect: é 本 ☃
# expect: HÉLLO WÖRLD ☃ 日本
# expect: 9731

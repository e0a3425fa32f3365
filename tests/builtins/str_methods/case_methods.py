s = "hELLo wORLD 3rd-place ǆ"
print(s.upper(), "|", s.lower(), "|", s.title(), "|", s.capitalize(), "|", s.swapcase())
print("Straße".casefold(), "Straße".lower(), "ß".upper())

# expect: HELLO WORLD 3RD-PLACE Ǆ | hello world 3rd-place ǆ | Hello World 3Rd-Place ǅ | Hello world 3rd-place ǆ | HellO World 3RD-PLACE Ǆ
# expect: strasse straße SS

s = "naïve café 😀!"
print(len(s), s[2], s[-2], s[6:10], s.index("😀"), s[::-1], s.encode("utf-8")[:4], len(s.encode("utf-8")))

# expect: 13 ï 😀 café 11 !😀 éfac evïan b'na\xc3\xaf' 18

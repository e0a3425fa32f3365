s = "  xxhixx  "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()), repr(s.strip(" x")), repr("abcba".strip("ab")), repr("\t\n x \r".strip()))
print(repr("www.example.com".lstrip("w.")), repr("mississippi".rstrip("ips")), "prefix_body".removeprefix("prefix_"), "a.py".removesuffix(".py"))

# expect: 'xxhixx' 'xxhixx  ' '  xxhixx' 'hi' 'c' 'x'
# expect: 'example.com' 'm' body a

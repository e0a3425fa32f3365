s = "aaaa"
print(s.replace("a", "b"), s.replace("a", "b", 2), s.replace("aa", "c"), "abc".replace("", "-"), s.replace("x", "y"), s.replace("a", "", 3))

# expect: bbbb bbaa cc -a-b-c- aaaa a

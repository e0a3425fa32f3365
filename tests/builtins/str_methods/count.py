print("banana".count("a"), "banana".count("an"), "aaaa".count("aa"), "abc".count(""), "banana".count("a", 2), "banana".count("a", 2, 4))

# expect: 3 2 2 4 2 1

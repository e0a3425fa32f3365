tests = ["123", "12a", "abc", "", " \t", "ABC", "abc1", "Ab", "½", "²", "١٢", "_id1", "1id", "Title Case"]
for t in tests:
    print(repr(t), t.isdigit(), t.isalpha(), t.isalnum(), t.isspace(), t.isupper(), t.islower(), t.isnumeric(), t.isdecimal(), t.isidentifier(), t.istitle())

# expect: '123' True False True False False False True True False False
# expect: '12a' False False True False False True False False False False
# expect: 'abc' False True True False False True False False True False
# expect: '' False False False False False False False False False False
# expect: ' \t' False False False True False False False False False False
# expect: 'ABC' False True True False True False False False True False
# expect: 'abc1' False False True False False True False False True False
# expect: 'Ab' False True True False False False False False True True
# expect: '½' False False True False False False True False False False
# expect: '²' True False True False False False True False False False
# expect: '١٢' True False True False False False True True False False
# expect: '_id1' False False False False False True False False True False
# expect: '1id' False False True False False True False False False False
# expect: 'Title Case' False False False False False False False False False True

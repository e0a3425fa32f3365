s = "abc" 'def' """ghi"""
print(s, len(s))
t = ("one "
     "two")
print(t)

# expect: abcdefghi 9
# expect: one two

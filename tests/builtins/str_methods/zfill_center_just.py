print("42".zfill(5), "-42".zfill(5), "+7".zfill(4), "abc".zfill(2))
print("[" + "ab".center(6) + "]", "[" + "ab".center(7, "*") + "]", "[" + "ab".ljust(5, ".") + "]", "[" + "ab".rjust(5) + "]", "[" + "abc".center(2) + "]")

# expect: 00042 -0042 +007 abc
# expect: [  ab  ] [***ab**] [ab...] [   ab] [abc]

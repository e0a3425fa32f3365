s = "ab"
print(s * 3, s + "cd", 3 * "x", "" * 5 == "")
print("a" < "b", "ab" in "cabd")

# expect: ababab abcd xxx True
# expect: True True

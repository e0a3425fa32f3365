s = "hello world"
print(s.find("o"), s.rfind("o"), s.find("z"), s.find("o", 5), s.find("o", 5, 7), s.index("w"), s.rindex("l"), s.find(""), s.rfind(""))
try:
    s.index("z")
except ValueError as e:
    print("ValueError:", e)
try:
    s.rindex("q")
except ValueError as e:
    print("ValueError:", e)

# expect: 4 7 -1 7 -1 6 9 0 11
# expect: ValueError: substring not found
# expect: ValueError: substring not found

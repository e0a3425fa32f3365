a = ["x", "y", "x", "z"]
print(a.index("x"), a.index("x", 1), a.count("x"), a.count("q"))
try:
    a.index("q")
except ValueError as e:
    print("ValueError:", e)

# expect: 0 2 2 0
# expect: ValueError: 'q' is not in list

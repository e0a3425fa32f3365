print(list(zip([1, 2], [3, 4], strict=True)))
try:
    list(zip([1, 2, 3], [4], strict=True))
except ValueError as e:
    print("ValueError:", e)

# expect: [(1, 3), (2, 4)]
# expect: ValueError: zip() argument 2 is shorter than argument 1

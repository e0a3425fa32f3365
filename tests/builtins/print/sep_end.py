print(1, 2, 3, sep="-")
print("a", "b", sep="", end="|\n")
print("no newline", end="")
print()
print(*[1, 2], sep=", ", end=".\n")
print(sep="x")

# expect: 1-2-3
# expect: ab|
# expect: no newline
# expect: 1, 2.
# expect:

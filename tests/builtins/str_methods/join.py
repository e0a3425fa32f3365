print("-".join(["a", "b", "c"]), "".join("xyz"), ", ".join(str(i) for i in range(3)), repr("x".join([])))
try:
    ",".join([1, 2])
except TypeError as e:
    print("TypeError:", e)

# expect: a-b-c xyz 0, 1, 2 ''
# expect: TypeError: sequence item 0: expected str instance, int found

pairs = [(1, ("a", True)), (2, ("b", False))]
for n, (ch, flag) in pairs:
    print(n, ch, flag)

# expect: 1 a True
# expect: 2 b False

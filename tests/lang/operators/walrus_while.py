items = [3, 2, 1, 0, 5]
i = 0
while (v := items[i]) != 0:
    print(v)
    i += 1

# expect: 3
# expect: 2
# expect: 1

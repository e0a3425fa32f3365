for i in range(3):
    for j in range(3):
        if j == i:
            break
        print(i, j)

# expect: 1 0
# expect: 2 0
# expect: 2 1

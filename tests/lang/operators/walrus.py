data = [1, 5, 12, 3, 20]
if (n := len(data)) > 3:
    print("long", n)
big = [y for x in data if (y := x * 2) > 10]
print(big, y)

# expect: long 5
# expect: [24, 40] 40

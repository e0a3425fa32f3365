n = 0
while n < 3:
    n += 1
else:
    print("done without break", n)
while True:
    n += 1
    if n > 5:
        break
else:
    print("not printed")
print(n)

# expect: done without break 3
# expect: 6

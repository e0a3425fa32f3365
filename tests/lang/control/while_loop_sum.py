total, i = 0, 0
while i < 100:
    i += 1
    if i % 3 == 0:
        continue
    total += i
print(total)

# expect: 3367

out = []
for i in range(10):
    if i % 2:
        continue
    if i > 6:
        break
    out.append(i)
print(out)

# expect: [0, 2, 4, 6]

t = (1, [2])
try:
    t[0] = 5
except TypeError as e:
    print("TypeError:", e)
t[1].append(3)
print(t)
try:
    t += ([4],)
    print(t)
    t[1] += [9]
except TypeError as e:
    print("TypeError:", e)
print(t)

# expect: TypeError: 'tuple' object does not support item assignment
# expect: (1, [2, 3])
# expect: (1, [2, 3], [4])
# expect: TypeError: 'tuple' object does not support item assignment
# expect: (1, [2, 3, 9], [4])

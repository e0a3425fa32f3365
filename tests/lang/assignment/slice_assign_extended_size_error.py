a = list(range(6))
try:
    a[::2] = [1, 2]
except ValueError as e:
    print("ValueError:", e)
print(a)

# expect: ValueError: attempt to assign sequence of size 2 to extended slice of size 3
# expect: [0, 1, 2, 3, 4, 5]

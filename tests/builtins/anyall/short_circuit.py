seen = []
def check(x):
    seen.append(x)
    return x > 1
print(any(check(x) for x in [0, 1, 2, 3, 4]), seen)

# expect: True [0, 1, 2]

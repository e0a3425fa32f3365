def divmod2(a, b):
    return a // b, a % b
q, r = divmod2(17, 5)
print(q, r, divmod2(9, 3))
def nothing():
    return
print(nothing())

# expect: 3 2 (3, 0)
# expect: None

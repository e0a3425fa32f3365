r = 1
for i in range(1, 31):
    r *= i
print(r)
print(r // (2 ** 20), r.bit_length())

# expect: 265252859812191058636308480000000
# expect: 252964839756194170605000000 108

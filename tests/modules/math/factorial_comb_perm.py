import math
print(math.factorial(0), math.factorial(10), math.factorial(25))
print(math.comb(5, 2), math.comb(52, 5), math.comb(3, 5), math.perm(5, 2), math.perm(5), math.perm(3, 4))

# expect: 1 3628800 15511210043330985984000000
# expect: 10 2598960 0 20 120 0

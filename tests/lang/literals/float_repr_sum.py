print(0.1 + 0.2)
print(0.1 + 0.2 == 0.3)
print(1.1 * 3)
print(1 / 3)

# expect: 0.30000000000000004
# expect: False
# expect: 3.3000000000000003
# expect: 0.3333333333333333

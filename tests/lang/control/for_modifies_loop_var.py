for i in range(3):
    print(i)
    i = 100
print(i)

# expect: 0
# expect: 1
# expect: 2
# expect: 100

print([x * 2 for x in range(10) if x % 3 == 0])
print([c.upper() for c in "hello" if c != "l"])

# expect: [0, 6, 12, 18]
# expect: ['H', 'E', 'O']

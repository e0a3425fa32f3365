print({x % 4 for x in range(20)})
print(sorted({c for c in "mississippi"}))

# expect: {0, 1, 2, 3}
# expect: ['i', 'm', 'p', 's']

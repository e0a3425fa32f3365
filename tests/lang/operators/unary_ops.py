x = 5
print(-x, +x, ~x, not x, -(-x))
print(-0.0, +True, -True)

# expect: -5 5 -6 False 5
# expect: -0.0 1 -1

x = 5
assert x == 5
assert x > 0, "positive"
print("assertions passed", x)

# expect: assertions passed 5

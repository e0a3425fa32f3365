it = iter("ab")
print(iter(it) is it, list(it), list(it))

# expect: True ['a', 'b'] []

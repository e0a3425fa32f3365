counter = 0
def bump():
    global counter
    counter += 1
    return counter
bump(); bump()
print(counter, bump())

# expect: 2 3

a = [3, "x", 1]
try:
    a.sort()
except TypeError as e:
    print("TypeError:", e)
print(len(a))

# expect: TypeError: '<' not supported between instances of 'str' and 'int'
# expect: 3

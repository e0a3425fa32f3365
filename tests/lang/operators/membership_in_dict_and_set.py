d = {"a": 1}
s = {1, 2}
print("a" in d, 1 in d, 1 in s, 3 not in s, (1, 2) in {(1, 2)}, "" in "abc")
try:
    [1] in s
except TypeError as e:
    print("TypeError:", e)

# expect: True False True True True True
# expect: TypeError: unhashable type: 'list'

def add(item, bucket=[]):
    bucket.append(item)
    return bucket
print(add(1))
print(add(2))
print(add(3, []))
print(add(4))

# expect: [1]
# expect: [1, 2]
# expect: [3]
# expect: [1, 2, 4]

words = ["banana", "Apple", "cherry", "date"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len, reverse=True))
print(sorted([3, 1, 2], reverse=True), sorted("cab"), sorted({3: 0, 1: 0}))

# expect: ['Apple', 'banana', 'cherry', 'date'] ['Apple', 'banana', 'cherry', 'date'] ['banana', 'cherry', 'Apple', 'date']
# expect: [3, 2, 1] ['a', 'b', 'c'] [1, 3]

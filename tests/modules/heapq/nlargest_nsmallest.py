import heapq
nums = [1, 8, 2, 23, 7, -4, 18, 23, 42, 37, 2]
print(heapq.nlargest(3, nums), heapq.nsmallest(3, nums))
people = [{'name': 'a', 'age': 30}, {'name': 'b', 'age': 20}, {'name': 'c', 'age': 40}]
print([p['name'] for p in heapq.nsmallest(2, people, key=lambda p: p['age'])])
print(heapq.nlargest(2, ['aa', 'b', 'cccc'], key=len), heapq.nlargest(0, nums))

# expect: [42, 37, 23] [-4, 1, 2]
# expect: ['b', 'a']
# expect: ['cccc', 'aa'] []

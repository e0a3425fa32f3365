import heapq
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [0, 9])))
print(list(heapq.merge([7, 4, 1], [8, 2], reverse=True)))
print(list(heapq.merge(['a', 'ccc'], ['bb'], key=len)))
print(list(heapq.merge()), list(heapq.merge([], [1])))

# expect: [0, 1, 2, 4, 5, 7, 8, 9]
# expect: [8, 7, 4, 2, 1]
# expect: ['a', 'bb', 'ccc']
# expect: [] [1]

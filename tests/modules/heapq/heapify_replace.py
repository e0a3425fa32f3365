import heapq
d = [9, 4, 7, 1, 0, 3]
heapq.heapify(d)
print(d)
print(heapq.heapreplace(d, 5), d)
print(heapq.heappushpop(d, -1), heapq.heappushpop(d, 6), d)
try:
    heapq.heappop([])
except IndexError as e:
    print(e)

# expect: [0, 1, 3, 9, 4, 7]
# expect: 0 [1, 4, 3, 9, 5, 7]
# expect: -1 1 [3, 4, 6, 9, 5, 7]
# expect: index out of range

import heapq
h = []
for x in [5, 1, 8, 3, 2, 9]:
    heapq.heappush(h, x)
print(h, h[0])
print([heapq.heappop(h) for _ in range(3)], h)
t = []
heapq.heappush(t, (2, 'b'))
heapq.heappush(t, (1, 'a'))
heapq.heappush(t, (3, 'c'))
print(heapq.heappop(t), len(t))

# expect: [1, 2, 8, 5, 3, 9] 1
# expect: [1, 2, 3] [5, 9, 8]
# expect: (1, 'a') 2

import heapq, random
r = random.Random(4)
data = [r.randint(0, 100) for _ in range(300)]
h = []
for v in data:
    heapq.heappush(h, v)
print([heapq.heappop(h) for _ in range(len(data))] == sorted(data))
d2 = list(data)
heapq.heapify(d2)
print(all(d2[i] <= d2[c] for i in range(len(d2)) for c in (2 * i + 1, 2 * i + 2) if c < len(d2)))

# expect: True
# expect: True

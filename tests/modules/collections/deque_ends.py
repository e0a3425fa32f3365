from collections import deque
q = deque([1, 2, 3])
q.append(4)
q.appendleft(0)
print(q, len(q), q[0], q[-1], q[2])
print(q.pop(), q.popleft(), q)
q.extend([7, 8])
q.extendleft([9, 10])
print(q, list(reversed(q)), 3 in q)
e = deque()
for i in range(6):
    e.appendleft(i)
print([e.pop() for _ in range(6)])
try:
    e.popleft()
except IndexError as err:
    print(err)

# expect: deque([0, 1, 2, 3, 4]) 5 0 4 2
# expect: 4 0 deque([1, 2, 3])
# expect: deque([10, 9, 1, 2, 3, 7, 8]) [8, 7, 3, 2, 1, 9, 10] True
# expect: [0, 1, 2, 3, 4, 5]
# expect: pop from an empty deque

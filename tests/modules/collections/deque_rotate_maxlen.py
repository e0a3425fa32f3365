from collections import deque
q = deque(range(5))
q.rotate(2)
print(q)
q.rotate(-3)
print(q)
m = deque(range(5), maxlen=3)
print(m, m.maxlen)
m.append(9)
print(m)
m.appendleft(7)
print(m)
last = deque(maxlen=2)
for line in ['a', 'b', 'c', 'd']:
    last.append(line)
print(last, list(last), deque('ab') == deque(['a', 'b']))

# expect: deque([3, 4, 0, 1, 2])
# expect: deque([1, 2, 3, 4, 0])
# expect: deque([2, 3, 4], maxlen=3) 3
# expect: deque([3, 4, 9], maxlen=3)
# expect: deque([7, 3, 4], maxlen=3)
# expect: deque(['c', 'd'], maxlen=2) ['c', 'd'] True

# Loops at module level store their globals from compiled traces.
# (Function traces leave STORE_GLOBAL to the interpreter: they assume
# module namespaces are only read.)
total = 0
for i in range(100000):
    total += i
print(total)

acc = 0.0
for i in range(50000):
    acc = acc + i * 0.5
print(acc)

s = ""
for i in range(3000):
    s += "ab"
print(len(s), s[:6])

# A global that changes type part way through the loop.
x = 0
for i in range(5000):
    if i == 2500:
        x = x + 0.5
    x = x + 1
print(x)

# A global set to None and back, and to objects of several types.
v = None
seen = []
for i in range(3000):
    v = None if i % 3 == 0 else (i if i % 3 == 1 else str(i))
    if i > 2990:
        seen.append(v)
print(seen)

# A function the loop calls rebinds a global the loop reads.
counter = 0
def bump():
    global counter
    counter += 2
for i in range(4000):
    bump()
    counter -= 1
print(counter)

# A list held in a global, replaced by the loop every 100 iterations.
buf = []
n = 0
for i in range(5000):
    if i % 100 == 0:
        buf = []
    buf.append(i)
    n += len(buf)
print(n, len(buf))

# New globals made inside the loop (inserts move the entries).
for i in range(2000):
    globals()["g%d" % (i % 50)] = i
    total = total - 1
print(total, g0, g49)

# Deleting the global the loop stores, then storing it again.
w = 0
for i in range(3000):
    w += 1
    if i == 1500:
        del w
        w = -100
print(w)

# A loop inside a function rebinding a module global.
hits = 0
def run():
    global hits
    for i in range(30000):
        hits += i & 1
run()
print(hits)
# jit-dump: trace 1 \(\S*module_globals.py:5 in <module>\)
# expect: 4999950000
# expect: 624987500.0
# expect: 6000 ababab
# expect: 5000.5
# expect: [None, 2992, '2993', None, 2995, '2996', None, 2998, '2999']
# expect: 4000
# expect: 252500 100
# expect: 4999948000 1950 1999
# expect: 1399
# expect: 15000

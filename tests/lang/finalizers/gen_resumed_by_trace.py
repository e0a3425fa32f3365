# Generators resumed often enough to get a resume trace (and one a hot
# for loop drives) are still closed, finally block and all, when dropped
# suspended.
import gc


def ticker():
    try:
        while True:
            yield 1
    finally:
        print("ticker closed")


t = ticker()
s = 0
for i in range(5000):
    s += next(t)
del t
gc.collect()
t2 = ticker()
for x in t2:
    s += x
    if s >= 6000:
        break
t2 = None
gc.collect()
print(s)
# expect: ticker closed
# expect: ticker closed
# expect: 6000

# A collection inside one running generator closes another, abandoned one;
# the running generator goes on undisturbed, and loops over generators in
# hot code keep working while the collector closes others.
import gc


def abandoned(tag):
    try:
        yield tag
    finally:
        print("closed", tag)


def runner():
    g = abandoned("inner")
    next(g)
    del g
    yield "before collect"
    gc.collect()
    yield "after collect"


print(list(runner()))


def numbers(n):
    try:
        for i in range(n):
            yield i
    finally:
        pass


closed = 0


def counting(n):
    global closed
    try:
        yield n
        yield n + 1
    finally:
        closed += 1


total = 0
for i in range(3000):
    total += sum(numbers(5))
    c = counting(i)
    total += next(c)
    if i % 500 == 0:
        gc.collect()
del c
gc.collect()
print(total, closed)
# expect: closed inner
# expect: ['before collect', 'after collect']
# expect: 4528500 3000

# A dropped generator suspended in `yield from` closes the generator it
# delegates to first, then runs its own finally; one with no try of its
# own still gets its delegate closed. Generators alive when the program
# ends by SystemExit are closed too.
import gc


def inner():
    try:
        yield 1
        yield 2
    finally:
        print("inner finally")


def outer():
    try:
        yield from inner()
    finally:
        print("outer finally")


def outer_plain():
    yield from inner()


g = outer()
next(g)
del g
gc.collect()
print("--")
g = outer_plain()
next(g)
del g
gc.collect()
print("--")
h = outer()
next(h)
raise SystemExit("bye")
# expect: inner finally
# expect: outer finally
# expect: --
# expect: inner finally
# expect: --
# expect: inner finally
# expect: outer finally
# expect-stderr: bye
# expect-exit: 1

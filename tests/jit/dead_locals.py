# A loop's scratch variables (written before any read on every path from
# the loop's head) are not carried from one iteration to the next
# (tests/jit/dump_dead_locals.py shows it in the IR). Variables the
# code reads after the loop, in an exception handler, through locals() or
# only on some paths must still come out right when the trace leaves.


def read_after(n):
    last = -1
    for k in range(n):
        sq = k * k
        if sq % 7 == 2:
            last = k
    return k, sq, last          # the loop variable and sq after the loop


def in_handler(items):
    total = 0
    for v in items:
        step = 0
        try:
            step = 1
            total += 100 // v
            step = 2
        except ZeroDivisionError:
            total += step * 1000   # reads step, written in the try body
    return total


def some_paths(n):
    out = []
    for k in range(n):
        if k % 3 == 0:
            mark = k
        if k % 5 == 4:
            out.append(mark)      # mark from an earlier iteration
    return out[-3:]


def with_locals(n):
    for k in range(n):
        tmp = k * 3
    return sorted(locals().items())


def late_type(n):
    acc = 0
    for k in range(n):
        w = k * 2
        if k > n - 3:
            w = str(w)           # a scratch value's type changes late
            acc += len(w)
        else:
            acc += w
    return acc


print(read_after(300))
print(in_handler([5, 3, 0, 7, 0, 9] * 40))
print(some_paths(300))
print(with_locals(300))
print(late_type(300))
# expect: (299, 89401, 298)
# expect: 83120
# expect: [288, 294, 297]
# expect: [('k', 299), ('n', 300), ('tmp', 897)]
# expect: 88512

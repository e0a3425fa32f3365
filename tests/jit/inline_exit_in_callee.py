# A small function inlined into a loop: guards inside it (overflow, type,
# division by zero) resume the interpreter at the call, so the callee's
# frame appears in the traceback as with the interpreter alone.
def step(a, b):
    return a * b + 1


def ratio(a, b):
    return a / (b - 50)


def run(n):
    s = 0
    for i in range(n):
        s = s + step(i, 3)
    t = 0
    for i in range(n):
        t = step(t, 2 ** 20)
    return s, t


print(run(100))
f = 0.0
for i in range(45):
    f += ratio(i, i)
print(f)


def divide_all(n):
    total = 0.0
    for i in range(n):
        total += ratio(1.0, i)
    return total


print(divide_all(100))
# expect: (14950, 109494380018048735115068850695246595047785585398154180719323151593902797739062090347057624520564220005097009240062700595898921771057201948494474058237765842728588788732625019670208405834813956914316026025857460119477972928637806894067965597158492577041132009210750207480575666600503837731717964115080306779528568685105460749686364337131739798203213672365285270692803686746796374252901586716983780734155598406404307196077554566777201480256398620271836434622132028629859531062241300850354130088183134809389295401457908128200985896497086097331059080927814057340138310374386994512379148323927410868225)
# expect: -65.7936002498046
# expect-exit: 1
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/jit/inline_exit_in_callee.py", line 36, in <module>
# expect-stderr:     print(divide_all(100))
# expect-stderr:           ^^^^^^^^^^^^^^^
# expect-stderr:   File "tests/jit/inline_exit_in_callee.py", line 32, in divide_all
# expect-stderr:     total += ratio(1.0, i)
# expect-stderr:              ^^^^^^^^^^^^^
# expect-stderr:   File "tests/jit/inline_exit_in_callee.py", line 9, in ratio
# expect-stderr:     return a / (b - 50)
# expect-stderr:            ~~^~~~~~~~~~
# expect-stderr: ZeroDivisionError: float division by zero

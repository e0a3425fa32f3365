import os
n = 0
try:
    os.kill(os.getpid(), 2)  # SIGINT, as Ctrl-C sends
    while True:
        n += 1
except KeyboardInterrupt as e:
    print("KeyboardInterrupt", type(e).__mro__[1].__name__, n >= 0)

# expect: KeyboardInterrupt BaseException True

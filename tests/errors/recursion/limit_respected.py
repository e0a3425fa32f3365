import sys
sys.setrecursionlimit(100)
depth = 0
def f():
    global depth
    depth += 1
    f()
try:
    f()
except RecursionError:
    print("stopped between 50 and 100:", 50 < depth < 100)

# expect: stopped between 50 and 100: True

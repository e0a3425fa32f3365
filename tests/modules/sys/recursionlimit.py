import sys
old = sys.getrecursionlimit()
sys.setrecursionlimit(2000)
print(sys.getrecursionlimit(), type(old).__name__)

# expect: 2000 int

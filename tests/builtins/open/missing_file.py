try:
    open("/tmp/definitely/not/here.txt")
except FileNotFoundError as e:
    print(type(e).__name__, e.errno, e)

# expect: FileNotFoundError 2 [Errno 2] No such file or directory: '/tmp/definitely/not/here.txt'

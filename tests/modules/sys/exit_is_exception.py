import sys
try:
    sys.exit(5)
except SystemExit as e:
    print("caught SystemExit", e.code, isinstance(e, BaseException), isinstance(e, Exception))

# expect: caught SystemExit 5 True False

import sys

print("sub:", __name__, __package__, sys.argv[1:])

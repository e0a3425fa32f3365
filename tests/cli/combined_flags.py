# Single-letter flags combine as in CPython (-OBs is -O -B -s).
import sys

assert False
print(__debug__, sys.warnoptions, sys._xoptions)
# flags: -OBs
# expect: False [] {}

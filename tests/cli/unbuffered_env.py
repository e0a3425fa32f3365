# PYTHONUNBUFFERED=1 is -u.
import os
import sys

print("printed first")
sys.stdout.write("then this\n")
os.write(1, b"written third\n")
os._exit(3)
# env: PYTHONUNBUFFERED=1
# expect: printed first
# expect: then this
# expect: written third
# expect-exit: 3

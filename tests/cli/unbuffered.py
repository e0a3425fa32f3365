# -u: stdout is unbuffered, so what print() wrote is out before os._exit
# ends the process without flushing (and before a raw os.write).
import os

print("printed first")
os.write(1, b"written second\n")
os._exit(0)
# flags: -u
# expect: printed first
# expect: written second

# Without -u, stdout to a pipe is block-buffered: os._exit loses what print()
# left in the buffer, and the raw os.write comes out alone.
import os

print("lost in the buffer")
os.write(1, b"raw write\n")
os._exit(0)
# expect: raw write

import os
import sys

print("runme:", __name__, repr(__package__), os.path.basename(__file__), os.path.basename(sys.argv[0]), sys.argv[1:])
print(os.path.isabs(sys.argv[0]), sys.argv[0] == __file__)

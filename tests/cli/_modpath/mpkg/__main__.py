import os
import sys

print("mpkg main:", __name__, __package__, os.path.basename(sys.argv[0]), "mpkg" in sys.modules)

# A script for script_system_exit.py: it leaves with sys.exit(3).
import sys
value = 42
sys.exit(3)

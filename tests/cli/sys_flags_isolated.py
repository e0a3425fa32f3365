# -I is -E and -s, and the script's folder is not on sys.path (safe_path);
# -X dev and -X utf8 show in sys.flags too.
import sys

f = sys.flags
print(f.isolated, f.ignore_environment, f.no_user_site, f.safe_path, f.optimize, f.quiet)
print(f.dev_mode, f.utf8_mode)
# flags: -I -X dev -X utf8
# expect: 1 1 1 True 0 0
# expect: True 1

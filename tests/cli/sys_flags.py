# sys.flags shows the command line's options.
import sys

f = sys.flags
print(f.optimize, f.quiet, f.no_user_site, f.no_site, f.isolated, f.ignore_environment, f.safe_path)
print(f.inspect, f.interactive, f.verbose, f.debug, f.bytes_warning, f.dev_mode, f.utf8_mode)
print(len(f), type(f).__name__, isinstance(f, tuple), f[3] == f.optimize, f.int_max_str_digits)
# flags: -OO -q -s -S
# expect: 2 1 1 1 0 0 False
# expect: 0 0 0 0 0 False 0
# expect: 18 flags True True -1

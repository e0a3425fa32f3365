# An unknown flag gets CPython's two-line hint, not the whole help.
print("not run")
# flags: -z
# oracle: skip the usage line names the interpreter (tpy, not python3)
# expect-stderr: Unknown option: -z
# expect-stderr: usage: tpy [option] ... [-c cmd | -m mod | file | -] [arg] ...
# expect-stderr: Try `tpy -h' for more information.
# expect-exit: 2

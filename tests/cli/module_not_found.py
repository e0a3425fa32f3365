# -m with no such module: the message and status 1.
# flags: -m no_such_module_for_tpy
# oracle: skip the message starts with the interpreter's own path
# expect-stderr: build/tpy: No module named no_such_module_for_tpy
# expect-exit: 1

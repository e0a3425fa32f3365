try:
    import _no_such_module_xyz
except ModuleNotFoundError as e:
    print(type(e).__name__, e, e.name)

# expect: ModuleNotFoundError No module named '_no_such_module_xyz' _no_such_module_xyz

try:
    import _raises_on_import
except RuntimeError as e:
    print("caught", e)

# expect: caught module failed to import

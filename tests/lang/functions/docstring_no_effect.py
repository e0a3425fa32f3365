def f():
    """A docstring."""
    return 1
print(f(), f.__doc__)

# expect: 1 A docstring.

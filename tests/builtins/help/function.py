# help(obj) in a script prints pydoc's summary of a function: its
# signature and cleaned docstring.
def area(w, h=2, *args, scale=1.0, **kw):
    """Return the area.

    Multiplies w by h,
        then scales.
    """
    return w * h


def nodoc(x, /, y, *, z):
    pass


def annotated(n: int, name: str = "x") -> list:
    "One line."


help(area)
help(nodoc)
help(annotated)
print(help(area) is None)

# expect: Help on function area in module __main__:
# expect:
# expect: area(w, h=2, *args, scale=1.0, **kw)
# expect:     Return the area.
# expect:     
# expect:     Multiplies w by h,
# expect:         then scales.
# expect:
# expect: Help on function nodoc in module __main__:
# expect:
# expect: nodoc(x, /, y, *, z)
# expect:
# expect: Help on function annotated in module __main__:
# expect:
# expect: annotated(n: int, name: str = 'x') -> list
# expect:     One line.
# expect:
# expect: Help on function area in module __main__:
# expect:
# expect: area(w, h=2, *args, scale=1.0, **kw)
# expect:     Return the area.
# expect:     
# expect:     Multiplies w by h,
# expect:         then scales.
# expect:
# expect: True

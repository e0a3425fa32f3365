from . import PKG_CONST
def where():
    return f"sub of {PKG_CONST}"

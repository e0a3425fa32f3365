try:
    from _helper_mod import nope
except ImportError as e:
    print(type(e).__name__, "|", str(e).split(" (")[0])

# expect: helper_mod imported as _helper_mod
# expect: ImportError | cannot import name 'nope' from '_helper_mod'

try:
    try:
        int("x")
    except ValueError as e:
        raise RuntimeError("wrapped") from e
except RuntimeError as r:
    print(r, "| cause:", repr(r.__cause__), "| suppress:", r.__suppress_context__)

# expect: wrapped | cause: ValueError("invalid literal for int() with base 10: 'x'") | suppress: True

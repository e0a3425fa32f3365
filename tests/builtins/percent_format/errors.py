for fmt, args in [("%d", "x"), ("%d %d", (1,)), ("%s", (1, 2)), ("%z", 1)]:
    try:
        fmt % args
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)

# expect: TypeError: %d format: a real number is required, not str
# expect: TypeError: not enough arguments for format string
# expect: TypeError: not all arguments converted during string formatting
# expect: ValueError: unsupported format character 'z' (0x7a) at index 1

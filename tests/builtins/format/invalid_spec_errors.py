for val, spec in [(1, "q"), ("s", "d"), (1.5, "d"), (1, ".2s")]:
    try:
        format(val, spec)
    except ValueError as e:
        print("ValueError:", e)

# expect: ValueError: Unknown format code 'q' for object of type 'int'
# expect: ValueError: Unknown format code 'd' for object of type 'str'
# expect: ValueError: Unknown format code 'd' for object of type 'float'
# expect: ValueError: Unknown format code 's' for object of type 'int'

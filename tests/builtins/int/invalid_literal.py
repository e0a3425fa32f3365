for s in ["x", "1.5", "", "0x10", "1 2"]:
    try:
        int(s)
    except ValueError as e:
        print("ValueError:", e)

# expect: ValueError: invalid literal for int() with base 10: 'x'
# expect: ValueError: invalid literal for int() with base 10: '1.5'
# expect: ValueError: invalid literal for int() with base 10: ''
# expect: ValueError: invalid literal for int() with base 10: '0x10'
# expect: ValueError: invalid literal for int() with base 10: '1 2'

for s in ["abc", "", "1.2.3", "0x10"]:
    try:
        float(s)
    except ValueError as e:
        print("ValueError:", e)

# expect: ValueError: could not convert string to float: 'abc'
# expect: ValueError: could not convert string to float: ''
# expect: ValueError: could not convert string to float: '1.2.3'
# expect: ValueError: could not convert string to float: '0x10'

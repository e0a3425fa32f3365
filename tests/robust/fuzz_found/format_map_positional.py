# str.format_map has no positional arguments (found by scripts/format_fuzz.py).
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: "{0}".format_map({}))
show(lambda: "{}".format_map({"a": 1}))
show(lambda: "{a}{0}".format_map({"a": 1}))
show(lambda: "{a}{}".format_map({"a": 1}))
show(lambda: "{0.real}".format_map({0: 1}))
show(lambda: "{a[0]}-{b}".format_map({"a": [5], "b": 6}))
show(lambda: "{}{0}".format_map({}))
show(lambda: "{0}".format())
# expect: ValueError Format string contains positional fields
# expect: ValueError Format string contains positional fields
# expect: ValueError Format string contains positional fields
# expect: ValueError Format string contains positional fields
# expect: ValueError Format string contains positional fields
# expect: '5-6'
# expect: ValueError Format string contains positional fields
# expect: IndexError Replacement index 0 out of range for positional args tuple

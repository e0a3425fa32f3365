# repl: stdin
# Open brackets, strings and backslashes continue, even across blank lines.
values = [1,

    2,
    3]
values
text = """one

two"""
text
1 + \
2
# expect: [1, 2, 3]
# expect: 'one\n\ntwo'
# expect: 3

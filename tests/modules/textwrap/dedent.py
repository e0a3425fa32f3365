import textwrap
code = """
    def f():
        return 1

    x = 2
"""
print(textwrap.dedent(code))
print(repr(textwrap.dedent('  a\n\tb')), repr(textwrap.dedent('  a\n    b\n   \n')))

# expect:
# expect: def f():
# expect:     return 1
# expect:
# expect: x = 2
# expect:
# expect: '  a\n\tb' 'a\n  b\n\n'

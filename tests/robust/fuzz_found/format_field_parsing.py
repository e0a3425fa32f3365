# str.format reads a replacement field as CPython's parse_field does (found
# by scripts/format_fuzz.py): the name up to '}', ':' or '!', one conversion
# code point, then a spec whose braces nest.
def show(fmt, *args, **kw):
    try:
        print(ascii(fmt), "->", ascii(fmt.format(*args, **kw)))
    except Exception as e:
        print(ascii(fmt), "->", type(e).__name__, ascii(str(e)))

show("{0{0[!r:>{}}{}{1!r}", b"a", 2)
show("{0[{]}", {"{": 1})
show("{0[}]}", {"}": 1})
show("{0[:]}", {":": 5})
show("{0[!]}", {"!": 6})
show("{0:{1}}", "abc", 5)
show("{0:{1:{2}}}", "abc", 5, 3)
show("{a:")
show("{a!")
show("{a!r")
show("{a!rx}")
show("{a[")
show("{a[x")
show("{a[x]")
show("{0!\u00e9}", 1)
show("{0!\U0001F600:>3}", 1)
show("{0!\x01}", 1)
show("{0!r:{}", 1)
show("{0:{{}}}", 1)
show("{}}", 1)
show("{!r}{!s:>{}}{!a}", "x", "y", 4, "\u00e9")
show("{0}{", 1)
show("{0!}", 1)
# expect: '{0{0[!r:>{}}{}{1!r}' -> ValueError "unexpected '{' in field name"
# expect: '{0[{]}' -> '1'
# expect: '{0[}]}' -> '1'
# expect: '{0[:]}' -> '5'
# expect: '{0[!]}' -> '6'
# expect: '{0:{1}}' -> 'abc  '
# expect: '{0:{1:{2}}}' -> ValueError 'Max string recursion exceeded'
# expect: '{a:' -> ValueError "unmatched '{' in format spec"
# expect: '{a!' -> ValueError 'end of string while looking for conversion specifier'
# expect: '{a!r' -> ValueError "unmatched '{' in format spec"
# expect: '{a!rx}' -> ValueError "expected ':' after conversion specifier"
# expect: '{a[' -> ValueError "expected '}' before end of string"
# expect: '{a[x' -> ValueError "expected '}' before end of string"
# expect: '{a[x]' -> ValueError "expected '}' before end of string"
# expect: '{0!\xe9}' -> ValueError 'Unknown conversion specifier \\xe9'
# expect: '{0!\U0001f600:>3}' -> ValueError 'Unknown conversion specifier \\x1f600'
# expect: '{0!\x01}' -> ValueError 'Unknown conversion specifier \\x1'
# expect: '{0!r:{}' -> ValueError "unmatched '{' in format spec"
# expect: '{0:{{}}}' -> ValueError "Invalid format specifier '{}' for object of type 'int'"
# expect: '{}}' -> ValueError "Single '}' encountered in format string"
# expect: '{!r}{!s:>{}}{!a}' -> "'x'   y'\\xe9'"
# expect: '{0}{' -> ValueError "Single '{' encountered in format string"
# expect: '{0!}' -> ValueError "unmatched '{' in format spec"

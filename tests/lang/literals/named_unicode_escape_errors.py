# Bad \N{...} escapes are SyntaxErrors; CPython counts a non-ASCII character
# before the escape as 10 positions (it re-escapes them before decoding).
for src in ['"ab\\N{NO SUCH NAME}"', '"\u00e9\\N{hangul syllable gag}"', '"x\\N{SNOWMAN"', '"\\N"', '"\\N{}"',
            '"\\NX"', '"\u20ac\u20ac\\N{BAD}"', 'f"{1}\\N{BAD}"', '"\\N{CJK UNIFIED IDEOGRAPH-4e00}"',
            '"\\N{TANGUT IDEOGRAPH-17000}"']:
    try:
        compile(src, "<src>", "eval")
        print("compiled", src)
    except SyntaxError as e:
        print(e.msg)

# expect: (unicode error) 'unicodeescape' codec can't decode bytes in position 2-17: unknown Unicode character name
# expect: (unicode error) 'unicodeescape' codec can't decode bytes in position 10-32: unknown Unicode character name
# expect: (unicode error) 'unicodeescape' codec can't decode bytes in position 1-10: malformed \N character escape
# expect: (unicode error) 'unicodeescape' codec can't decode bytes in position 0-1: malformed \N character escape
# expect: (unicode error) 'unicodeescape' codec can't decode bytes in position 0-2: malformed \N character escape
# expect: (unicode error) 'unicodeescape' codec can't decode bytes in position 0-1: malformed \N character escape
# expect: (unicode error) 'unicodeescape' codec can't decode bytes in position 20-26: unknown Unicode character name
# expect: (unicode error) 'unicodeescape' codec can't decode bytes in position 0-6: unknown Unicode character name
# expect: (unicode error) 'unicodeescape' codec can't decode bytes in position 0-29: unknown Unicode character name
# expect: (unicode error) 'unicodeescape' codec can't decode bytes in position 0-25: unknown Unicode character name

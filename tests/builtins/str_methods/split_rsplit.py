s = "a,b,,c"
print(s.split(","), s.split(",", 1), s.rsplit(",", 1), "  a  b \n c ".split(), "a b c".split(None, 1), "".split(), "".split(","))
print("x--y--z".split("--"), "a b c".rsplit(maxsplit=1))

# expect: ['a', 'b', '', 'c'] ['a', 'b,,c'] ['a,b,', 'c'] ['a', 'b', 'c'] ['a', 'b c'] [] ['']
# expect: ['x', 'y', 'z'] ['a b', 'c']

print("a\nb\r\nc\rd".splitlines(), "a\n\nb\n".splitlines(), "x\ny\n".splitlines(keepends=True), "".splitlines(), "one".splitlines())

# expect: ['a', 'b', 'c', 'd'] ['a', '', 'b'] ['x\n', 'y\n'] [] ['one']

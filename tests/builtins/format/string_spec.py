print("[" + format("hi", "s") + "]", "[" + format("hi", "<5s") + "|", "[" + format("hi", "^6") + "]", "[" + format("", "x>3") + "]")

# expect: [hi] [hi   | [  hi  ] [xxx]

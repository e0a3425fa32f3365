# help() of a bound method and of an unknown topic; help's output goes to
# sys.stdout, so it can be captured.
import contextlib


class Capture:
    def __init__(self):
        self.parts = []

    def write(self, text):
        self.parts.append(text)
        return len(text)

    def flush(self):
        pass


class Greeter:
    def greet(self, who, punct="!"):
        """Say hello to who."""
        return "hello " + who + punct


help(Greeter().greet)
help("no_such_topic_here")
buf = Capture()
with contextlib.redirect_stdout(buf):
    help(Greeter.greet)
text = "".join(buf.parts)
print("Say hello to who." in text, text.splitlines()[0])
try:
    help(1, 2)
except TypeError as e:
    print("TypeError")

# expect: Help on method greet in module __main__:
# expect:
# expect: greet(who, punct='!') method of __main__.Greeter instance
# expect:     Say hello to who.
# expect:
# expect: No Python documentation found for 'no_such_topic_here'.
# expect: Use help() to get the interactive help utility.
# expect: Use help(str) for help on the str class.
# expect:
# expect: True Help on function greet in module __main__:
# expect: TypeError

# repl: stdin
# A decorated definition is one compound statement.
def shout(f):
    return lambda: f().upper()

@shout
def hello():
    return "hi"

hello()
# comment lines alone do nothing

# expect: 'HI'

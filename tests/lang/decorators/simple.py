def shout(fn):
    def wrapper(*a, **k):
        return fn(*a, **k).upper()
    return wrapper
@shout
def hello(name):
    return "hello " + name
print(hello("bob"), hello.__name__)

# expect: HELLO BOB wrapper

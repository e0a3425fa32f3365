"""Helper module for the import tests (not a test itself)."""
VALUE = 42
calls = 0
def greet(name):
    global calls
    calls += 1
    return f"hi {name}"
print("helper_mod imported as", __name__)

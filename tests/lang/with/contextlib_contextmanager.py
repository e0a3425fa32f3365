from contextlib import contextmanager
@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name * 2
    finally:
        print(f"</{name}>")
with tag("p") as t:
    print("inside", t)

# expect: <p>
# expect: inside pp
# expect: </p>

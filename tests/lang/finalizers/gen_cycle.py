# A suspended generator held only by a garbage cycle of containers (a list
# and a dict that reach each other and it) is closed when the cycle is
# collected, and its finally block still sees what it referred to.
import gc


def holder(box):
    try:
        yield "suspended"
    finally:
        print("finally sees", box["name"], len(box["items"]))


box = {"name": "box"}
items = [box]
box["items"] = items
g = holder(box)
items.append(g)
print(next(g))
del g, box, items
print("collecting")
gc.collect()
print("after collect")
# expect: suspended
# expect: collecting
# expect: finally sees box 2
# expect: after collect

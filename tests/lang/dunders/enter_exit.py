class Res:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()
    def __exit__(self, et, ev, tb):
        print("exit", self.name, et)
        return False
with Res("a") as v:
    print("body", v)

# expect: enter a
# expect: body A
# expect: exit a None

class C:
    def __enter__(self):
        return "v"
    def __exit__(self, et, ev, tb):
        print("exit args", et, ev, tb)
with C() as v:
    print(v)

# expect: v
# expect: exit args None None None

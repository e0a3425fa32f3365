class C:
    cls_attr = 1
    def __init__(self):
        self.x = 1
        self.y = [2]
print(vars(C()))
print(sorted(k for k in vars(C) if not k.startswith("__")))
try:
    vars(5)
except TypeError as e:
    print("TypeError:", e)

# expect: {'x': 1, 'y': [2]}
# expect: ['cls_attr']
# expect: TypeError: vars() argument must have __dict__ attribute

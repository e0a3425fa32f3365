def tag(name):
    def deco(fn):
        print("decorating with", name)
        return lambda: f"<{name}>{fn()}</{name}>"
    return deco
@tag("b")
@tag("i")
def text():
    return "hi"
print(text())

# expect: decorating with i
# expect: decorating with b
# expect: <b><i>hi</i></b>

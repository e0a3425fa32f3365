class Widget:
    pass
w = Widget()
print(type(w).__name__, Widget.__name__, Widget.__qualname__, Widget.__module__)
print(repr(w).startswith("<__main__.Widget object at 0x"))

# expect: Widget Widget Widget __main__
# expect: True

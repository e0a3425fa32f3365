class Singleton:
    _inst = None
    def __new__(cls):
        if cls._inst is None:
            print("creating")
            cls._inst = super().__new__(cls)
        return cls._inst
    def __init__(self):
        print("init")
a = Singleton()
b = Singleton()
print(a is b)

# expect: creating
# expect: init
# expect: init
# expect: True

class Singleton(type):
    instances = {}

    def __call__(cls, *args):
        if cls not in Singleton.instances:
            Singleton.instances[cls] = super().__call__(*args)
        return Singleton.instances[cls]


class Config(metaclass=Singleton):
    def __init__(self, value):
        self.value = value


a = Config(1)
b = Config(2)
print(a is b, b.value)

# expect: True 1

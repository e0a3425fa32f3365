class Registry(type):
    classes = []

    def __new__(mcls, name, bases, ns):
        cls = super().__new__(mcls, name, bases, ns)
        Registry.classes.append(name)
        return cls

    def __len__(cls):
        return len(cls.items)

    def __iter__(cls):
        return iter(cls.items)


class Base(metaclass=Registry):
    items = []


class Colors(Base):
    items = ["red", "green"]


print(Registry.classes, type(Colors).__name__, len(Colors), list(Colors))

# expect: ['Base', 'Colors'] Registry 2 ['red', 'green']

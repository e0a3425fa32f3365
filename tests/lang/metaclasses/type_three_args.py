def hello(self):
    return "hi from " + type(self).__name__

Dyn = type("Dyn", (object,), {"x": 3, "hello": hello})
d = Dyn()
print(Dyn.__name__, d.x, d.hello(), Dyn.__mro__)

# expect: Dyn 3 hi from Dyn (<class '__main__.Dyn'>, <class 'object'>)

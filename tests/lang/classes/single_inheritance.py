class Animal:
    def __init__(self, name):
        self.name = name
    def speak(self):
        return f"{self.name} makes {self.sound()}"
    def sound(self):
        return "a noise"
class Dog(Animal):
    def sound(self):
        return "woof"
print(Animal("x").speak(), "/", Dog("rex").speak())
print(isinstance(Dog("a"), Animal), issubclass(Animal, Dog))

# expect: x makes a noise / rex makes woof
# expect: True False

# ABCMeta.register: virtual subclasses for isinstance/issubclass (also as a
# class decorator), through subclasses of the ABC, with __subclasshook__,
# the cache token, and CPython's errors.
import abc
from abc import ABC


class Animal(ABC):
    pass


class Dog(Animal):
    pass


class Robot:
    pass


class RobotDog(Robot):
    pass


@Animal.register
class Cat:
    pass


token = abc.get_cache_token()
print(isinstance(Robot(), Animal), issubclass(Robot, Animal))
print(Animal.register(Robot) is Robot, abc.get_cache_token() != token)
print(isinstance(Robot(), Animal), issubclass(RobotDog, Animal), isinstance(Cat(), Animal))
print(issubclass(Dog, Animal), issubclass(Animal, Dog), issubclass(int, Animal))
print(Animal in Robot.__mro__, Robot.__mro__[1].__name__)

# Registered with a subclass: also an instance of the base.
class Pet(Animal):
    pass


class Fish:
    pass


Pet.register(Fish)
print(isinstance(Fish(), Pet), isinstance(Fish(), Animal), isinstance(Dog(), Pet))

# Registering a subclass again returns it; a cycle is refused.
print(Animal.register(Dog) is Dog)
try:
    Dog.register(Animal)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    Animal.register(3)
except TypeError as e:
    print("TypeError:", e)
try:
    issubclass(3, Animal)
except TypeError as e:
    print("TypeError:", e)


class HasLen(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is HasLen:
            return any("__len__" in B.__dict__ for B in C.__mro__)
        return NotImplemented


class Sub(HasLen):
    pass


print(isinstance([], HasLen), isinstance(3, HasLen), issubclass(dict, HasLen), issubclass(int, Sub))
print(isinstance(Robot(), (int, Animal)), isinstance(3, (str, HasLen)))

# A tuple of ABCs, and an ABC in an except clause's isinstance.
print(isinstance(Cat(), (HasLen, Animal)), issubclass(Cat, (int, str)))

# expect: False False
# expect: True True
# expect: True True True
# expect: True False False
# expect: False object
# expect: True True False
# expect: True
# expect: RuntimeError: Refusing to create an inheritance cycle
# expect: TypeError: Can only register classes
# expect: TypeError: issubclass() arg 1 must be a class
# expect: True False True False
# expect: True False
# expect: True False

from enum import Enum
class Planet(Enum):
    EARTH = (5.976e+24, 6.37814e6)
    MARS = (6.421e+23, 3.3972e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def gravity(self):
        return round(6.673e-11 * self.mass / (self.radius * self.radius), 2)
print(Planet.EARTH.mass, Planet.MARS.value, Planet.EARTH.gravity)
print(Planet((6.421e+23, 3.3972e6)) is Planet.MARS)

# expect: 5.976e+24 (6.421e+23, 3397200.0) 9.8
# expect: True

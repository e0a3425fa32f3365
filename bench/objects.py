# objects: particles bouncing in a box, written the object-oriented way.
# Stresses: instance creation, attribute load/store, method calls, a subclass
# overriding a method and calling super(). Integer-only, so exact everywhere.

PARTICLES = 1000
TICKS = 3_500
WIDTH = 1000
HEIGHT = 700


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def add(self, other):
        return Vec(self.x + other.x, self.y + other.y)


class Particle:
    def __init__(self, pos, vel):
        self.pos = pos
        self.vel = vel
        self.age = 0
        self.bounces = 0

    def step(self):
        self.pos = self.pos.add(self.vel)
        self.age += 1

    def bounce(self, w, h):
        p = self.pos
        v = self.vel
        if p.x < 0:
            p.x = -p.x
            v.x = -v.x
            self.bounces += 1
        elif p.x >= w:
            p.x = 2 * (w - 1) - p.x
            v.x = -v.x
            self.bounces += 1
        if p.y < 0:
            p.y = -p.y
            v.y = -v.y
            self.bounces += 1
        elif p.y >= h:
            p.y = 2 * (h - 1) - p.y
            v.y = -v.y
            self.bounces += 1


class Heavy(Particle):
    # Moves only on even ticks.
    def step(self):
        if self.age % 2 == 0:
            super().step()
        else:
            self.age += 1


class World:
    def __init__(self, n, w, h):
        self.w = w
        self.h = h
        self.particles = []
        seed = 42
        for i in range(n):
            seed = seed * 16807 % 2147483647
            x = seed % w
            seed = seed * 16807 % 2147483647
            y = seed % h
            seed = seed * 16807 % 2147483647
            vx = seed % 15 - 7
            seed = seed * 16807 % 2147483647
            vy = seed % 15 - 7
            cls = Heavy if i % 3 == 0 else Particle
            self.particles.append(cls(Vec(x, y), Vec(vx, vy)))

    def tick(self):
        for p in self.particles:
            p.step()
            p.bounce(self.w, self.h)

    def checksum(self):
        total = 0
        for i, p in enumerate(self.particles):
            total += (p.pos.x * 1000 + p.pos.y) * (i + 1) + p.bounces
        return total


world = World(PARTICLES, WIDTH, HEIGHT)
for _ in range(TICKS):
    world.tick()
print(world.checksum())

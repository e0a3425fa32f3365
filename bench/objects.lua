-- objects: LuaJIT version of objects.py, classes as metatables; Heavy
-- inherits from Particle and calls the parent's step explicitly.

local PARTICLES, TICKS, WIDTH, HEIGHT = 1000, 3500, 1000, 700
local fmod = math.fmod

local Vec = {}
Vec.__index = Vec
function Vec.new(x, y) return setmetatable({x = x, y = y}, Vec) end
function Vec:add(other) return Vec.new(self.x + other.x, self.y + other.y) end

local Particle = {}
Particle.__index = Particle
function Particle.new(cls, pos, vel)
  return setmetatable({pos = pos, vel = vel, age = 0, bounces = 0}, cls)
end
function Particle:step()
  self.pos = self.pos:add(self.vel)
  self.age = self.age + 1
end
function Particle:bounce(w, h)
  local p, v = self.pos, self.vel
  if p.x < 0 then
    p.x = -p.x; v.x = -v.x; self.bounces = self.bounces + 1
  elseif p.x >= w then
    p.x = 2 * (w - 1) - p.x; v.x = -v.x; self.bounces = self.bounces + 1
  end
  if p.y < 0 then
    p.y = -p.y; v.y = -v.y; self.bounces = self.bounces + 1
  elseif p.y >= h then
    p.y = 2 * (h - 1) - p.y; v.y = -v.y; self.bounces = self.bounces + 1
  end
end

local Heavy = setmetatable({}, {__index = Particle})
Heavy.__index = Heavy
function Heavy:step()
  if self.age % 2 == 0 then
    Particle.step(self)
  else
    self.age = self.age + 1
  end
end

local World = {}
World.__index = World
function World.new(n, w, h)
  local self = setmetatable({w = w, h = h, particles = {}}, World)
  local seed = 42
  for i = 0, n - 1 do
    seed = fmod(seed * 16807, 2147483647); local x = fmod(seed, w)
    seed = fmod(seed * 16807, 2147483647); local y = fmod(seed, h)
    seed = fmod(seed * 16807, 2147483647); local vx = fmod(seed, 15) - 7
    seed = fmod(seed * 16807, 2147483647); local vy = fmod(seed, 15) - 7
    local cls = (i % 3 == 0) and Heavy or Particle
    self.particles[i + 1] = Particle.new(cls, Vec.new(x, y), Vec.new(vx, vy))
  end
  return self
end
function World:tick()
  local ps = self.particles
  for i = 1, #ps do
    local p = ps[i]
    p:step()
    p:bounce(self.w, self.h)
  end
end
function World:checksum()
  local total = 0
  for i, p in ipairs(self.particles) do
    total = total + (p.pos.x * 1000 + p.pos.y) * i + p.bounces
  end
  return total
end

local world = World.new(PARTICLES, WIDTH, HEIGHT)
for _ = 1, TICKS do world:tick() end
print(string.format("%.0f", world:checksum()))

-- alloc: LuaJIT version of alloc.py. Tuples, lists and instances are all
-- tables; Node is a metatable class. The GC handles the two-node cycles.

local ITERATIONS, RING = 2500000, 16
local band = bit.band

local Node = {}
Node.__index = Node
function Node.new(val, nxt) return setmetatable({val = val, next = nxt}, Node) end

local function run(n)
  local ring = {}
  local total, cycles = 0, 0
  for i = 0, n - 1 do
    local t = {i, i + 1}
    local items = {t, band(i, 7)}
    local node = Node.new(i, items)
    local pair = {node, band(i, 3)}
    ring[i % RING + 1] = pair
    total = total + t[2] + items[2] + node.val + pair[2]
    if i % 64 == 0 then
      local a = Node.new(i, nil)
      local b = Node.new(i + 1, a)
      a.next = b
      cycles = cycles + a.next.val - i
    end
  end
  for k = 1, RING do
    local pair = ring[k]
    total = total + pair[1].val + pair[1].next[1][1]
  end
  return total, cycles
end

local total, cycles = run(ITERATIONS)
print(string.format("%.0f %.0f", total, cycles))

-- generators: LuaJIT version of generators.py. Python generators become
-- coroutines (coroutine.wrap), comprehensions become loops filling tables.

local N, ROUNDS = 60000, 120
local band = bit.band

local function count_up(n)
  return coroutine.wrap(function()
    local i = 0
    while i < n do
      coroutine.yield(i)
      i = i + 1
    end
  end)
end

local function evens(it)
  return coroutine.wrap(function()
    for x in it do
      if x % 2 == 0 then coroutine.yield(x) end
    end
  end)
end

local function scaled(it, k)
  return coroutine.wrap(function()
    for x in it do coroutine.yield(x * k % 1009) end
  end)
end

local function run()
  local total = 0
  for r = 0, ROUNDS - 1 do
    for v in scaled(evens(count_up(N)), r + 3) do total = total + v end
    local squares, ns = {}, 0
    for x = 0, N - 1 do
      if x % 3 ~= 0 then
        ns = ns + 1
        squares[ns] = x * x % 1013
      end
    end
    for i = 1, ns do total = total + squares[i] end
    local tbl = {}
    for x = 0, N - 1, 7 do tbl[x] = x % 17 end
    for _, v in pairs(tbl) do total = total + v end
    for i = 1, ns do total = total + band(squares[i], 255) end
  end
  return total
end

print(string.format("%.0f", run()))

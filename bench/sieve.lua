-- sieve: LuaJIT version of sieve.py. flags[k + 1] holds Python's flags[k].

local LIMIT, ROUNDS = 3000000, 6

local function sieve(n)
  local flags = {}
  for k = 1, n + 1 do flags[k] = true end
  flags[1] = false
  flags[2] = false
  local i = 2
  while i * i <= n do
    if flags[i + 1] then
      for k = i * i, n, i do flags[k + 1] = false end
    end
    i = i + 1
  end
  local count, total = 0, 0
  for k = 0, n do
    if flags[k + 1] then
      count = count + 1
      total = total + k
    end
  end
  return count, total
end

local count, total = 0, 0
for r = 0, ROUNDS - 1 do
  local c, t = sieve(LIMIT - r)
  count = count + c
  total = total + t
end
print(string.format("%.0f %.0f", count, total))

-- matmul: LuaJIT version of matmul.py (tables of tables, 1-based).

local N = 320

local function make(n, p, q, r, scale)
  local half = math.floor(r / 2)
  local m = {}
  for i = 0, n - 1 do
    local row = {}
    for j = 0, n - 1 do
      row[j + 1] = (math.fmod(i * p + j * q, r) - half) * scale
    end
    m[i + 1] = row
  end
  return m
end

local function matmul(a, b, n)
  local bt = {}
  for j = 1, n do
    local col = {}
    for k = 1, n do col[k] = b[k][j] end
    bt[j] = col
  end
  local c = {}
  for i = 1, n do
    local ai = a[i]
    local row = {}
    for j = 1, n do
      local bj = bt[j]
      local s = 0.0
      for k = 1, n do s = s + ai[k] * bj[k] end
      row[j] = s
    end
    c[i] = row
  end
  return c
end

local a = make(N, 7, 3, 11, 0.25)
local b = make(N, 5, 2, 13, 0.5)
local c = matmul(a, b, N)
local total = 0.0
for i = 1, N do
  local row = c[i]
  for j = 1, N do total = total + row[j] end
end
local probe = c[math.floor(N / 2) + 1][math.floor(N / 3) + 1]
print(string.format("%.3f %.3f", total, probe))

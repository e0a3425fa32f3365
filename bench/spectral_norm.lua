-- spectral_norm: LuaJIT version of spectral_norm.py. (i+j)(i+j+1) is even,
-- so "/ 2" is exact and equals Python's "// 2". Arrays are 0-based here.

local N, ITERATIONS = 550, 10

local function entry(i, j)
  return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1)
end

local function mul_av(n, v, out)
  for i = 0, n - 1 do
    local s = 0.0
    for j = 0, n - 1 do s = s + entry(i, j) * v[j] end
    out[i] = s
  end
end

local function mul_atv(n, v, out)
  for i = 0, n - 1 do
    local s = 0.0
    for j = 0, n - 1 do s = s + entry(j, i) * v[j] end
    out[i] = s
  end
end

local function mul_atav(n, v, out, tmp)
  mul_av(n, v, tmp)
  mul_atv(n, tmp, out)
end

local function run(n)
  local u, v, tmp = {}, {}, {}
  for i = 0, n - 1 do u[i] = 1.0; v[i] = 0.0; tmp[i] = 0.0 end
  for _ = 1, ITERATIONS do
    mul_atav(n, u, v, tmp)
    mul_atav(n, v, u, tmp)
  end
  local vbv, vv = 0.0, 0.0
  for i = 0, n - 1 do
    vbv = vbv + u[i] * v[i]
    vv = vv + v[i] * v[i]
  end
  return math.sqrt(vbv / vv)
end

print(string.format("%.9f", run(N)))

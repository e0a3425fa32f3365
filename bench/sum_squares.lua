-- sum_squares: LuaJIT version of sum_squares.py (same sizes, same checksum).
-- Round sums stay below 2^53 and math.fmod is exact, so doubles suffice.

local N, ROUNDS, MODULUS = 200000, 200, 1000000007

local function run()
  local total = 0
  for r = 0, ROUNDS - 1 do
    local s = 0
    for i = r, r + N - 1 do
      s = s + i * i
    end
    total = math.fmod(total + s, MODULUS)
  end
  return total
end

print(string.format("%.0f", run()))

-- mandelbrot: LuaJIT version of mandelbrot.py (same grid, same operations).

local WIDTH, HEIGHT, MAX_ITER = 800, 600, 100

local function run()
  local inside, total_iter = 0, 0
  for y = 0, HEIGHT - 1 do
    local ci = 2.5 * y / HEIGHT - 1.25
    for x = 0, WIDTH - 1 do
      local cr = 3.0 * x / WIDTH - 2.25
      local zr, zi = 0.0, 0.0
      local it = 0
      while it < MAX_ITER do
        local zr2 = zr * zr
        local zi2 = zi * zi
        if zr2 + zi2 > 4.0 then break end
        zi = 2.0 * zr * zi + ci
        zr = zr2 - zi2 + cr
        it = it + 1
      end
      total_iter = total_iter + it
      if it == MAX_ITER then inside = inside + 1 end
    end
  end
  return inside, total_iter
end

local inside, total_iter = run()
print(string.format("%.0f %.0f", inside, total_iter))

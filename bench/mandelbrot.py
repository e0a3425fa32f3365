# mandelbrot: escape-time iteration over a grid of the complex plane.
# Stresses: float multiply/add/compare in a while loop with an early break,
# int/float conversion. Checksum: points inside and total iterations (ints).

WIDTH = 800
HEIGHT = 600
MAX_ITER = 100


def run():
    inside = 0
    total_iter = 0
    for y in range(HEIGHT):
        ci = 2.5 * y / HEIGHT - 1.25
        for x in range(WIDTH):
            cr = 3.0 * x / WIDTH - 2.25
            zr = 0.0
            zi = 0.0
            it = 0
            while it < MAX_ITER:
                zr2 = zr * zr
                zi2 = zi * zi
                if zr2 + zi2 > 4.0:
                    break
                zi = 2.0 * zr * zi + ci
                zr = zr2 - zi2 + cr
                it += 1
            total_iter += it
            if it == MAX_ITER:
                inside += 1
    return inside, total_iter


inside, total_iter = run()
print(inside, total_iter)
